import { createConfig } from '@portal/tools/rspack-preset';

import federation from './module-federation.config.mjs';

export default createConfig({ dirname: import.meta.dirname, port: 3001, ...federation });
