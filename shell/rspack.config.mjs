import { createConfig, NavigationPlugin } from '@portal/tools/rspack-preset';

import federation from './module-federation.config.mjs';

const preset = createConfig({ dirname: import.meta.dirname, ...federation });

/**
 * The shell's own header entries are written to dist/navigation.json as a remote's are: the deploy
 * draws the page's first screen from them and the remotes' (scripts/first-screen.mjs).
 */
export default (env, argv) => {
  const config = preset(env, argv);
  const navigation = new NavigationPlugin({
    dirname: import.meta.dirname,
    module: './src/router/navigation.ts',
    rules: config.module.rules,
  });
  return { ...config, plugins: [...config.plugins, navigation] };
};
