import { defineProject } from 'vitest/config';

export default defineProject({
  // Some compile Sass or run the deploy's command line: seconds on a busy machine, so the limit is a
  // guard against a hang, not a measure of speed.
  test: { name: 'scripts', environment: 'node', include: ['*.test.mjs'], testTimeout: 60_000 },
});
