import '@portal/shared/styles/kit.scss';

import { kitText } from '@portal/shared';
import { mountStandalone } from '@portal/shared/host';

import { routes } from './routes';
import { configurationText } from './text';

void Promise.all([kitText.readyAll(), configurationText.readyAll()]).then(() =>
  mountStandalone({ title: configurationText.text('area.name'), routes }),
);
