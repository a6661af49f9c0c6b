import '@portal/shared/styles/kit.scss';

import { kitText } from '@portal/shared';
import { mountStandalone } from '@portal/shared/host';

import { routes } from './routes';
import { areaText } from './text';

void Promise.all([kitText.readyAll(), areaText.readyAll()]).then(() => mountStandalone({ title: areaText.text('area.name'), routes }));
