import type { PortalRoute } from '@portal/shared';

export const routes: PortalRoute[] = [
  {
    path: '/news',
    handle: { title: 'News', access: 'login' },
    lazy: () => import('./news/news-list-page').then((module) => ({ Component: module.NewsListPage })),
  },
];
