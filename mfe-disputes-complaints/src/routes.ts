import { existsIn, navigationFrom, lazyPage as page, withText, type PortalRoute } from '@portal/shared';
import { isId } from '@portal/shared/contracts';

import { complaintQuery } from './complaints/get-complaints';
import { appealQuery, disputeQuery, disputeTypeQuery } from './disputes/get-disputes';
import declared from './navigation.json';
import { casesText } from './text';

import './styles.scss';

export const routes: PortalRoute[] = withText(casesText, [
  {
    path: '/services',
    handle: { title: 'title.services', access: 'login' },
    lazy: page(() => import('./services/services-page'), 'ServicesPage'),
  },
  {
    path: '/services/disputes',
    handle: { title: 'title.disputeTypes', access: 'login', name: 'disputes-type' },
    lazy: page(() => import('./disputes/dispute-types-page'), 'DisputeTypesPage'),
  },
  {
    path: '/complaints',
    handle: { title: 'title.complaints', access: 'login' },
    lazy: page(() => import('./complaints/complaint-list-page'), 'ComplaintListPage'),
  },
  {
    path: '/complaints/lodge',
    handle: { title: 'title.lodgeComplaint', access: 'login', name: 'lodge-complaint' },
    lazy: page(() => import('./complaints/lodge-complaint-page'), 'LodgeComplaintPage'),
  },
  {
    path: '/complaints/:id',
    handle: {
      title: 'title.complaint',
      access: 'login',
      // Another resident's complaint is as unknown as one that never was: the API answers 404 to both.
      validate: ({ id = '' }, { api, queryClient }) => isId(id) && existsIn(queryClient.ensureQueryData(complaintQuery(api, Number(id)))),
    },
    lazy: page(() => import('./complaints/complaint-page'), 'ComplaintPage'),
  },
  {
    path: '/disputes',
    handle: { title: 'title.disputes', access: 'login' },
    lazy: page(() => import('./disputes/dispute-list-page'), 'DisputeListPage'),
  },
  {
    path: '/disputes/appeals',
    handle: { title: 'title.appeals', access: 'login' },
    lazy: page(() => import('./disputes/appeal-pages'), 'AppealListPage'),
  },
  {
    path: '/disputes/appeals/:id',
    handle: {
      title: 'title.appeal',
      access: 'login',
      validate: ({ id = '' }, { api, queryClient }) => isId(id) && existsIn(queryClient.ensureQueryData(appealQuery(api, Number(id)))),
    },
    lazy: page(() => import('./disputes/appeal-pages'), 'AppealPage'),
  },
  {
    path: '/disputes/:id',
    handle: {
      title: 'title.dispute',
      access: 'login',
      validate: ({ id = '' }, { api, queryClient }) => isId(id) && existsIn(queryClient.ensureQueryData(disputeQuery(api, Number(id)))),
    },
    lazy: page(() => import('./disputes/dispute-page'), 'DisputePage'),
  },
  {
    path: '/disputes/:type/lodge',
    handle: {
      title: 'title.lodgeDispute',
      access: 'login',
      validate: ({ type = '' }, { api, queryClient }) => existsIn(queryClient.ensureQueryData(disputeTypeQuery(api, type))),
    },
    lazy: page(() => import('./disputes/lodge-dispute-page'), 'LodgeDisputePage'),
  },
]);

/**
 * This area's entries in the portal's header, its first reads and its prefixes, as plain data the
 * build publishes as it is (tools/rspack-preset/navigation-plugin.mjs), checked here against the routes.
 */
export const navigation = navigationFrom(routes, declared.navigation, declared.prefixes);

/**
 * The API reads this area's home widgets make, by page: the deploy puts them in the page, whose
 * inline script starts them with the session before any script has loaded, and the widgets' own
 * requests take them over. Written as the API client asks for them; widgets.test.tsx checks that they are.
 */
export const firstReads = declared.firstReads;
