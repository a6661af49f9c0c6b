import type { PortalWidget } from '@portal/shared';

import { CampaignWidget } from './causes/campaign-widget';
import { RecentDonationsWidget } from './donations/recent-donations-widget';

import './styles.scss';

export const widgets: PortalWidget[] = [
  { id: 'active-campaign', title: 'Support an appeal', order: 35, Component: CampaignWidget },
  { id: 'recent-donations', title: 'Your donations', order: 40, Component: RecentDonationsWidget },
];
