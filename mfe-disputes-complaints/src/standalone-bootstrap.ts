import { mountStandalone } from '@portal/shared/host';

import { routes } from './routes';

mountStandalone({ title: 'Disputes and complaints', routes });
