import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORDS } from '../src/db/seed-data';
import { randomToken } from '../src/lib/tokens';

export const RESIDENT = { email: 'resident@example.org', password: DEMO_PASSWORDS.resident };
export const SUPER = { email: 'super@example.org', password: DEMO_PASSWORDS.super };
export const ADMIN = { email: 'admin@example.org', password: DEMO_PASSWORDS.admin };

export const databaseKind = inject('databaseMode');
if (databaseKind !== 'pglite' && databaseKind !== 'postgres') {
  // Referencing api/ (or its config file) as one project drops the PostgreSQL suite without a word.
  throw new Error(
    "API tests must run as the api-pglite / api-postgres projects: in the root vitest config use " +
      "`import { apiProjects } from './api/vitest.config.ts'` and `projects: [...apiProjects, …]`.",
  );
}
const adminDatabaseUrl = databaseKind === 'postgres' ? inject('adminDatabaseUrl') : undefined;

export type TestDatabase = { env: Record<string, string>; drop: () => Promise<void> };

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one test file: its own PostgreSQL database, or a PGlite
 * (in memory unless `onDisk`, for tests that restart the app on the same data).
 */
export async function createTestDatabase(options: { onDisk?: boolean } = {}): Promise<TestDatabase> {
  if (adminDatabaseUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminDatabaseUrl, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`));
    const url = new URL(adminDatabaseUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), SEED: 'true' },
      drop: () =>
        withAdmin(adminDatabaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`)).then(() => {}),
    };
  }
  if (!options.onDisk) return { env: { PGLITE_DIR: 'memory://' }, drop: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'portal-api-pglite-'));
  return { env: { PGLITE_DIR: join(dir, 'db') }, drop: () => rm(dir, { recursive: true, force: true }) };
}

export function testConfig(database: TestDatabase, extra: Record<string, string> = {}) {
  return loadConfig({ LOG_LEVEL: 'warn', ...database.env, ...extra });
}

export type TestContext = { app: App; close: () => Promise<void> };

/** One seeded app on a fresh database, for a whole test file. */
export async function startTestApp(): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(database));
  return {
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Any well-formed value works for double-submit, as long as cookie and header agree. */
const XSRF = randomToken();

type CallOptions = {
  token?: string;
  body?: unknown;
  /** false: send neither the XSRF cookie nor its header. */
  xsrf?: boolean;
  headers?: Record<string, string>;
};

/** app.inject with the JSON, token and XSRF plumbing a browser client would add. */
export function call(app: App, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  const xsrf = options.xsrf ?? true;
  return app.inject({
    method,
    url,
    headers: xsrf ? { 'x-xsrf-token': XSRF, ...headers } : headers,
    cookies: xsrf ? { 'XSRF-TOKEN': XSRF } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

export async function login(app: App, who: { email: string; password: string }): Promise<string> {
  const response = await call(app, 'POST', '/api/auth/login/', { body: who });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}
