import { defineProject } from 'vitest/config';

export default defineProject({
  // The tools' own tests (the list of apps, the catalogs' loader, the static host, the USWDS subset).
  // Some compile Sass: seconds on a busy machine, so the limit is a guard against a hang.
  test: { name: 'tools', environment: 'node', include: ['*.test.mjs'], testTimeout: 60_000 },
});
