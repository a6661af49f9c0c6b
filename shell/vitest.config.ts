import { defineProject } from 'vitest/config';

import { catalogPlugin } from '../tools/catalog-loader.mjs';

export default defineProject({
  // The catalogs' parts as the build compiles them (tools/catalog-loader.mjs).
  plugins: [catalogPlugin()],
  test: {
    name: 'shell',
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Unlike the other apps' projects, isolate stays true (each file its own modules): the shell's
    // modules hold what a page keeps for its lifetime (early reads, scripts fetched ahead, versions
    // seen), which one file's tests would leave to the next.
  },
});
