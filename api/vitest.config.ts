import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

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
  // Every file builds its own app on its own database, and keeps nothing in module state: a worker
  // imports the API's modules once for all its files rather than once per file (import was a third
  // of the suite's time; docs/testing.md#api-suite-time). Files run in any order: checked with
  // --sequence.shuffle.files.
  isolate: false,
};

/**
 * Files whose behaviour does not depend on the database (no database at all; or authorization,
 * XSRF, headers, validation and the contract, which run the same code and SQL on either): once, on
 * PostgreSQL, as production runs. Every other file runs on both.
 */
const DATABASE_INDEPENDENT = [
  'access-rules',
  'build',
  'config',
  'edge-api-conf',
  'fair-queue',
  'languages',
  'openapi-contract-gaps',
  'password-rules',
  'passwords',
  'property-bad-input',
  'property-hostile-text',
  'property-openapi',
  'proxy-check',
  'readable-log',
  'response-check',
  'response-headers',
  'security-csrf',
  'security-isolation',
  'security-matrix-cases',
  'security-matrix-configuration',
  'security-matrix-general',
  'security-matrix-staff',
  'security-route-table',
  'xsrf',
].map((name) => `test/${name}.test.ts`);
for (const file of DATABASE_INDEPENDENT) {
  if (!existsSync(new URL(file, import.meta.url))) throw new Error(`api/vitest.config.ts lists ${file}, which does not exist`);
}

export const apiProjects: TestProjectInlineConfiguration[] = [
  {
    root,
    test: {
      ...common,
      name: 'api-pglite',
      exclude: [...configDefaults.exclude, ...DATABASE_INDEPENDENT],
      globalSetup: ['test/setup/pglite.ts'],
    },
  },
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
