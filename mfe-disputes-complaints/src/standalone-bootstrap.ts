import '@portal/shared/styles/kit.scss';

import { kitText } from '@portal/shared';
import { mountStandalone } from '@portal/shared/host';

import { routes } from './routes';
import { casesText } from './text';

void Promise.all([kitText.readyAll(), casesText.readyAll()]).then(() => mountStandalone({ title: casesText.text('area.name'), routes }));
