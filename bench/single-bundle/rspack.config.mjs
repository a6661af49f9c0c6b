// The yardstick of the benchmark: the same portal built as one bundle, the shell importing every
// remote's routes and widgets directly (still split per page), without Module Federation.
// Output: bench/single-bundle/dist/, which single-bundle/deploy.mjs deploys as the shell's version `single`.
import path from 'node:path';

import { createConfig } from '@portal/tools/rspack-preset';

export const VERSION = 'single';
const shell = path.resolve(import.meta.dirname, '../../shell');

export default (env, argv) => {
  process.env.APP_VERSION = VERSION;
  const config = createConfig({ dirname: shell, name: 'shell', host: true })(env, { ...argv, mode: 'production' });
  return {
    ...config,
    entry: { main: path.join(shell, 'src/bootstrap.tsx') },
    output: { ...config.output, path: path.join(import.meta.dirname, 'dist') },
    resolve: {
      ...config.resolve,
      alias: { '@module-federation/enhanced/runtime': path.join(import.meta.dirname, 'federation-runtime.mjs') },
    },
    plugins: config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
  };
};
