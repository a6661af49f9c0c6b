import type { PortalRoute } from '@portal/shared';

export const routes: PortalRoute[] = [
  {
    path: '/configuration/news',
    handle: { title: 'Manage news', access: 'super' },
    lazy: () => import('./news/manage-news-page').then((module) => ({ Component: module.ManageNewsPage })),
  },
];
