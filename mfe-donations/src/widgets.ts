import { widgetsWithText, type PortalWidget } from '@portal/shared';

import { CampaignWidget } from './causes/campaign-widget';
import { RecentDonationsWidget } from './donations/recent-donations-widget';
import { donationsText } from './text';

import './styles.scss';

export const widgets: PortalWidget[] = widgetsWithText(donationsText, [
  { id: 'active-campaign', title: 'widget.appeal', order: 35, Component: CampaignWidget },
  { id: 'recent-donations', title: 'widget.yours', order: 40, Component: RecentDonationsWidget },
]);
