import { existsIn, navigationFrom, lazyPage as page, withText, type PortalRoute } from '@portal/shared';

import { donationQuery } from './donations/get-donations';
import declared from './navigation.json';
import { donationsText } from './text';

import './styles.scss';

export const routes: PortalRoute[] = withText(donationsText, [
  {
    path: '/donations',
    handle: { title: 'title.donations', access: 'login' },
    lazy: page(() => import('./donations/donation-list-page'), 'DonationListPage'),
  },
  {
    path: '/donations/donate',
    handle: { title: 'title.donate', access: 'login' },
    lazy: page(() => import('./donate/donate-page'), 'DonatePage'),
  },
  // The payment page sends people back here: open, per the spec, as a session may have ended meanwhile.
  {
    path: '/donations/success',
    handle: { title: 'title.return', access: 'public' },
    lazy: page(() => import('./return/donation-return-page'), 'DonationSuccessPage'),
  },
  {
    path: '/donations/cancel',
    handle: { title: 'title.return', access: 'public' },
    lazy: page(() => import('./return/donation-return-page'), 'DonationCancelPage'),
  },
  {
    path: '/donations/receipts/:reference',
    handle: {
      title: 'title.receipt',
      access: 'login',
      validate: ({ reference = '' }, { api, queryClient }) => existsIn(queryClient.ensureQueryData(donationQuery(api, reference))),
    },
    lazy: page(() => import('./receipts/receipt-page'), 'ReceiptPage'),
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
