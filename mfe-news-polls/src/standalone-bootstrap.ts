import '@portal/shared/styles/kit.scss';

import { kitText } from '@portal/shared';
import { mountStandalone } from '@portal/shared/host';

import { routes } from './routes';
import { newsPollsText } from './text';

void Promise.all([kitText.readyAll(), newsPollsText.readyAll()]).then(() =>
  mountStandalone({ title: newsPollsText.text('area.name'), routes }),
);
