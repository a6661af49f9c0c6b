import { existsIn, navigationFrom, lazyPage as page, type PortalRoute } from '@portal/shared';

import { donationQuery } from './donations/get-donations';

import './styles.scss';

export const routes: PortalRoute[] = [
  {
    path: '/donations',
    handle: { title: 'Donations', access: 'login' },
    lazy: page(() => import('./donations/donation-list-page'), 'DonationListPage'),
  },
  {
    path: '/donations/donate',
    handle: { title: 'Make a donation', access: 'login' },
    lazy: page(() => import('./donate/donate-page'), 'DonatePage'),
  },
  // The payment page sends people back here: open, per the spec, as a session may have ended meanwhile.
  {
    path: '/donations/success',
    handle: { title: 'Your donation', access: 'public' },
    lazy: page(() => import('./return/donation-return-page'), 'DonationSuccessPage'),
  },
  {
    path: '/donations/cancel',
    handle: { title: 'Your donation', access: 'public' },
    lazy: page(() => import('./return/donation-return-page'), 'DonationCancelPage'),
  },
  {
    path: '/donations/receipts/:reference',
    handle: {
      title: 'Donation receipt',
      access: 'login',
      validate: ({ reference = '' }, { api, queryClient }) => existsIn(queryClient.ensureQueryData(donationQuery(api, reference))),
    },
    lazy: page(() => import('./receipts/receipt-page'), 'ReceiptPage'),
  },
];

/** This area's entries in the portal's header; the deploy publishes them (see tools/rspack-preset/navigation-plugin.mjs). */
export const navigation = navigationFrom(routes, [
  { path: '/donations/donate', label: 'Make a donation', section: 'donations', order: 10 },
  { path: '/donations', label: 'Donations', section: 'donations', order: 20 },
]);

/**
 * The API reads this area's home widgets make, by page: the deploy puts them in the page, whose
 * inline script starts them with the session before any script has loaded, and the widgets' own
 * requests take them over (tools/rspack-preset/navigation-plugin.mjs). Written as the API client
 * asks for them; widgets.test.tsx checks that they are.
 */
export const firstReads = { '/': ['/donation-causes/', '/donations/?page=1'] };
