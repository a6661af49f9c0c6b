import type { PortalWidget } from '@portal/shared';

import { OpenCasesWidget } from './complaints/open-cases-widget';

import './styles.scss';

export const widgets: PortalWidget[] = [{ id: 'my-open-cases', title: 'My open cases', order: 20, Component: OpenCasesWidget }];
