import { createConfig, FirstScreenPlugin, NavigationPlugin } from '@portal/tools/rspack-preset';

import federation from './module-federation.config.mjs';

const preset = createConfig({ dirname: import.meta.dirname, ...federation });

/**
 * The shell's own header entries and paths are written to dist/navigation.json and prefixes.json as
 * a remote's are; a production build also writes dist/first-screen.cjs, with which the deploy draws
 * the page's first screen from the shell's own components (src/first-screen/render.tsx).
 */
export default (env, argv) => {
  const config = preset(env, argv);
  const options = { dirname: import.meta.dirname, rules: config.module.rules };
  const navigation = new NavigationPlugin({ dirname: import.meta.dirname, declarations: './src/context/navigation.json' });
  const firstScreen = config.mode === 'production' ? [new FirstScreenPlugin({ ...options, module: './src/first-screen/node.ts' })] : [];
  return { ...config, plugins: [...config.plugins, navigation, ...firstScreen] };
};
