import type { PortalWidget } from '@portal/shared';

import { LatestNewsWidget } from './news/latest-news-widget';
import { OpenEngagementWidget } from './polls/open-engagement-widget';

import './styles.scss';

export const widgets: PortalWidget[] = [
  { id: 'latest-news', title: 'Latest news', order: 10, Component: LatestNewsWidget },
  { id: 'open-polls-petitions', title: 'Open polls and petitions', order: 15, Component: OpenEngagementWidget },
];
