import { defineProject } from 'vitest/config';

import { catalogPlugin } from '../tools/catalog-loader.mjs';

export default defineProject({
  // The catalogs' parts as the build compiles them (tools/catalog-loader.mjs).
  plugins: [catalogPlugin()],
  test: {
    name: 'mfe-__AREA__',
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    isolate: false,
  },
});
