import '@portal/shared/styles/kit.scss';

import { kitText } from '@portal/shared';
import { mountStandalone } from '@portal/shared/host';

import { routes } from './routes';
import { donationsText } from './text';

void Promise.all([kitText.readyAll(), donationsText.readyAll()]).then(() =>
  mountStandalone({ title: donationsText.text('area.name'), routes }),
);
