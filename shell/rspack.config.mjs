import { createConfig } from '@portal/tools/rspack-preset';

import federation from './module-federation.config.mjs';

// The shell's own header entries and paths are written to dist/navigation.json and prefixes.json as
// a remote's are; a production build also writes dist/first-screen.cjs, with which the deploy draws
// the page's first screen from the shell's own components (src/first-screen/render.tsx).
export default createConfig({
  dirname: import.meta.dirname,
  ...federation,
  navigation: './src/context/navigation.json',
  firstScreen: './src/first-screen/node.ts',
});
