import type { PortalWidget } from '@portal/shared';
import { LatestNewsWidget } from './news/latest-news-widget';

export const widgets: PortalWidget[] = [{ id: 'latest-news', title: 'Latest news', order: 10, Component: LatestNewsWidget }];
