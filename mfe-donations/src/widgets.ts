import type { PortalWidget } from '@portal/shared';
import { RecentDonationsWidget } from './donations/recent-donations-widget';

export const widgets: PortalWidget[] = [
  { id: 'recent-donations', title: 'Your donations', order: 40, Component: RecentDonationsWidget },
];
