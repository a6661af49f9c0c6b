import { widgetsWithText, type PortalWidget } from '@portal/shared';

import { LatestNewsWidget } from './news/latest-news-widget';
import { OpenEngagementWidget } from './polls/open-engagement-widget';
import { newsPollsText } from './text';

import './styles.scss';

export const widgets: PortalWidget[] = widgetsWithText(newsPollsText, [
  { id: 'latest-news', title: 'widget.news', order: 10, Component: LatestNewsWidget },
  { id: 'open-polls-petitions', title: 'widget.engagement', order: 15, Component: OpenEngagementWidget },
]);
