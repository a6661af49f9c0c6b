import type { PortalRoute } from '@portal/shared';

export const routes: PortalRoute[] = [
  {
    path: '/donations',
    handle: { title: 'Donations', access: 'login' },
    lazy: () => import('./donations/donation-list-page').then((module) => ({ Component: module.DonationListPage })),
  },
];
