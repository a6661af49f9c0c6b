import { createConfig } from '@portal/tools/rspack-preset';

import federation from './module-federation.config.mjs';

export default createConfig({ dirname: import.meta.dirname, ...federation });
