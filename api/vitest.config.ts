import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Absolute, so these projects mean the same thing when the repository root config spreads them.
const root = fileURLToPath(new URL('.', import.meta.url));

const common = {
  include: ['test/**/*.test.ts'],
  // Each file builds one app: PGlite start-up, migrations and three scrypt hashes take seconds.
  hookTimeout: 60_000,
  testTimeout: 60_000,
  // @fastify/autoload imports the route folders' .ts files: run it through Vitest's own module
  // loader, which compiles them, instead of Node's, which cannot.
  server: { deps: { inline: ['@fastify/autoload'] } },
};

export const apiProjects: TestProjectInlineConfiguration[] = [
  { root, test: { ...common, name: 'api-pglite', provide: { databaseMode: 'pglite' } } },
  {
    root,
    test: {
      ...common,
      name: 'api-postgres',
      // TEST_DATABASE_URL, else (outside CI) a throwaway embedded PostgreSQL.
      globalSetup: ['test/setup/postgres.ts'],
    },
  },
  {
    root,
    test: {
      // Three API processes on one PostgreSQL behind nginx, under load, for about a minute.
      name: 'api-scale-out',
      include: ['scale-out/**/*.test.ts'],
      globalSetup: ['test/setup/postgres.ts'],
      hookTimeout: 240_000,
      testTimeout: 240_000,
    },
  },
];

export default defineConfig({
  test: {
    projects: apiProjects,
    // Files spend much of their time waiting on a database, so one worker per core under-uses a small machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
