import '@portal/shared/styles/kit.scss';

import { mountStandalone } from '@portal/shared/host';

import { routes } from './routes';

mountStandalone({ title: 'Disputes and complaints', routes });
