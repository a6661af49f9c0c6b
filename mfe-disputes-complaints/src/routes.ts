import type { PortalRoute } from '@portal/shared';

export const routes: PortalRoute[] = [
  {
    path: '/complaints',
    handle: { title: 'My complaints', access: 'login' },
    lazy: () => import('./complaints/complaint-list-page').then((module) => ({ Component: module.ComplaintListPage })),
  },
];
