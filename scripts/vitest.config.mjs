import { defineProject } from 'vitest/config';

import { BUNDLER_RUNTIME_DIST } from '../tools/rspack-preset.mjs';

export default defineProject({
  // tools/bundler-runtime-from-shell.mjs, as remotes' builds resolve it.
  resolve: { alias: { 'federation-bundler-runtime-dist': BUNDLER_RUNTIME_DIST } },
  test: { name: 'scripts', environment: 'node', include: ['*.test.mjs'] },
});
