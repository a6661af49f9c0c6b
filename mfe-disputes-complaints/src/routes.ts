import { existsIn, navigationFrom, lazyPage as page, type PortalRoute } from '@portal/shared';
import { isId } from '@portal/shared/contracts';

import { complaintQuery } from './complaints/get-complaints';
import { appealQuery, disputeQuery, disputeTypeQuery } from './disputes/get-disputes';

import './styles.scss';

export const routes: PortalRoute[] = [
  {
    path: '/services',
    handle: { title: 'Services', access: 'login' },
    lazy: page(() => import('./services/services-page'), 'ServicesPage'),
  },
  {
    path: '/services/disputes',
    handle: { title: 'Dispute a bill', access: 'login', name: 'disputes-type' },
    lazy: page(() => import('./disputes/dispute-types-page'), 'DisputeTypesPage'),
  },
  {
    path: '/complaints',
    handle: { title: 'My complaints', access: 'login' },
    lazy: page(() => import('./complaints/complaint-list-page'), 'ComplaintListPage'),
  },
  {
    path: '/complaints/lodge',
    handle: { title: 'Report a problem', access: 'login', name: 'lodge-complaint' },
    lazy: page(() => import('./complaints/lodge-complaint-page'), 'LodgeComplaintPage'),
  },
  {
    path: '/complaints/:id',
    handle: {
      title: 'Complaint',
      access: 'login',
      // Another resident's complaint is as unknown as one that never was: the API answers 404 to both.
      validate: ({ id = '' }, { api, queryClient }) => isId(id) && existsIn(queryClient.ensureQueryData(complaintQuery(api, Number(id)))),
    },
    lazy: page(() => import('./complaints/complaint-page'), 'ComplaintPage'),
  },
  {
    path: '/disputes',
    handle: { title: 'My disputes', access: 'login' },
    lazy: page(() => import('./disputes/dispute-list-page'), 'DisputeListPage'),
  },
  {
    path: '/disputes/appeals',
    handle: { title: 'My appeals', access: 'login' },
    lazy: page(() => import('./disputes/appeal-pages'), 'AppealListPage'),
  },
  {
    path: '/disputes/appeals/:id',
    handle: {
      title: 'Appeal',
      access: 'login',
      validate: ({ id = '' }, { api, queryClient }) => isId(id) && existsIn(queryClient.ensureQueryData(appealQuery(api, Number(id)))),
    },
    lazy: page(() => import('./disputes/appeal-pages'), 'AppealPage'),
  },
  {
    path: '/disputes/:id',
    handle: {
      title: 'Dispute',
      access: 'login',
      validate: ({ id = '' }, { api, queryClient }) => isId(id) && existsIn(queryClient.ensureQueryData(disputeQuery(api, Number(id)))),
    },
    lazy: page(() => import('./disputes/dispute-page'), 'DisputePage'),
  },
  {
    path: '/disputes/:type/lodge',
    handle: {
      title: 'Dispute a bill',
      access: 'login',
      validate: ({ type = '' }, { api, queryClient }) => existsIn(queryClient.ensureQueryData(disputeTypeQuery(api, type))),
    },
    lazy: page(() => import('./disputes/lodge-dispute-page'), 'LodgeDisputePage'),
  },
];

/** This area's entries in the portal's header; the deploy publishes them (see tools/rspack-preset/navigation-plugin.mjs). */
export const navigation = navigationFrom(routes, [
  { path: '/services', label: 'Services', section: 'services', order: 10 },
  { path: '/complaints/lodge', label: 'Report a problem', section: 'services', order: 20 },
  { path: '/complaints', label: 'My complaints', section: 'services', order: 30 },
  { path: '/services/disputes', label: 'Dispute a bill', section: 'services', order: 40 },
  { path: '/disputes', label: 'My disputes', section: 'services', order: 50 },
  { path: '/disputes/appeals', label: 'My appeals', section: 'services', order: 60 },
]);

/**
 * The API reads this area's home widgets make, by page: the deploy puts them in the page, whose
 * inline script starts them with the session before any script has loaded, and the widgets' own
 * requests take them over (tools/rspack-preset/navigation-plugin.mjs). Written as the API client
 * asks for them; widgets.test.tsx checks that they are.
 */
export const firstReads = { '/': ['/complaints/?open=true&page_size=5', '/disputes/?page=1'] };
