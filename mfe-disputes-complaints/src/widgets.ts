import { widgetsWithText, type PortalWidget } from '@portal/shared';

import { OpenCasesWidget } from './complaints/open-cases-widget';
import { casesText } from './text';

import './styles.scss';

export const widgets: PortalWidget[] = widgetsWithText(casesText, [
  { id: 'my-open-cases', title: 'widget.openCases', order: 20, Component: OpenCasesWidget },
]);
