import { widgetsWithText, type PortalWidget } from '@portal/shared';

import { AreaWidget } from './home/area-widget';
import { areaText } from './text';

import './styles.scss';

export const widgets: PortalWidget[] = widgetsWithText(areaText, [
  { id: '__AREA__', title: 'widget.title', order: 90, Component: AreaWidget },
]);
