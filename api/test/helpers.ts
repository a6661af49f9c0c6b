import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { desc, eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';

import { outboxMessageSchema, pageSchema, type OutboxMessage } from '@portal/shared/contracts';

import { withDevelopmentRemotes } from '../../tools/apps.mjs';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { outbox } from '../src/db/schema';
import { DEMO_PASSWORDS } from '../src/db/seed/data';
import { sayKit } from '../src/i18n';
import { randomToken } from '../src/lib/tokens';
import { signatureHeader } from '../src/payments/sandbox/signature';
import { createDatabase, TEST_PASSWORD_ENV } from './setup/template';

/**
 * A contract's message as the API answers it in English: the kit's English when the contract names
 * its message by an id of the kit's catalogs, else the contract's own text.
 */
export const inEnglish = (text: string, values?: Record<string, string | number>) => sayKit('en', text, values);

export const RESIDENT = { email: 'resident@example.org', password: DEMO_PASSWORDS.resident };
export const SUPER = { email: 'super@example.org', password: DEMO_PASSWORDS.super };
export const ADMIN = { email: 'admin@example.org', password: DEMO_PASSWORDS.admin };

export const databaseKind = inject('databaseMode');
if (databaseKind !== 'pglite' && databaseKind !== 'postgres') {
  // Referencing api/ (or its config file) as one project drops the PostgreSQL suite without a word.
  throw new Error(
    'API tests must run as the api-pglite / api-postgres projects: in the root vitest config use ' +
      "`import { apiProjects } from './api/vitest.config.ts'` and `projects: [...apiProjects, …]`.",
  );
}
const adminDatabaseUrl = databaseKind === 'postgres' ? inject('adminDatabaseUrl') : undefined;

export type TestDatabase = { env: Record<string, string>; drop: () => Promise<void> };

/**
 * A fresh database for one test file, migrated and seeded: a copy of the suite's template on
 * PostgreSQL, or an in-memory PGlite started from the template's dump. `empty`, for tests of the
 * migrations, or that restart the app on the same data: a database nothing has touched (a PGlite on
 * disk), which the app they start migrates and seeds as a first start does.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  if (adminDatabaseUrl) {
    const database = await createDatabase(adminDatabaseUrl, 'portal_test', options.empty ? undefined : inject('templateDatabase'));
    return { env: { DATABASE_URL: database.url, SEED: 'true' }, drop: database.drop };
  }
  if (!options.empty) return { env: { PGLITE_DIR: 'memory://', PGLITE_TEMPLATE: inject('pgliteTemplate') }, drop: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'portal-api-pglite-'));
  return { env: { PGLITE_DIR: join(dir, 'db') }, drop: () => rm(dir, { recursive: true, force: true }) };
}

/** The live config the tests' apps read: the one the shell's development server serves, every remote in it. */
const LIVE_CONFIG_URL = (() => {
  const file = join(tmpdir(), `portal-api-test-config-${process.pid}.json`);
  writeFileSync(file, withDevelopmentRemotes(readFileSync(new URL('../../shell/public/config.json', import.meta.url))));
  return pathToFileURL(file).href;
})();

export function testConfig(database: TestDatabase, extra: Record<string, string> = {}) {
  return loadConfig({ LOG_LEVEL: 'warn', LIVE_CONFIG_URL, ...TEST_PASSWORD_ENV, ...database.env, ...extra });
}

export type TestContext = { app: App; close: () => Promise<void> };

/** One seeded app on a fresh database, for a whole test file; `env` adds to its environment. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(database, env));
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
  /** The client's address as the API sees it (127.0.0.1 unless given). */
  remoteAddress?: string;
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
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

export async function login(app: App, who: { email: string; password: string }): Promise<string> {
  const response = await call(app, 'POST', '/api/auth/login/', { body: who });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** The mails to one address, newest first, read as an admin would through the API. */
export async function mailsTo(app: App, adminToken: string, to: string): Promise<OutboxMessage[]> {
  // Some mails are sent after the answer (password resets): wait for them.
  await app.settleBackgroundWork();
  const response = await call(app, 'GET', `/api/outbox/?to=${encodeURIComponent(to)}&page_size=100`, { token: adminToken });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode} ${response.body}`);
  return pageSchema(outboxMessageSchema).parse(response.json()).results;
}

/** The uid and token of the reset link in a mail's text. */
export function resetLinkIn(text: string): { uid: string; token: string } {
  const match = /\/users\/forgot-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)(\s|$)/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${text}`);
  return { uid: match[1], token: match[2] };
}

/** Asks for a reset link for the email and returns the one mailed (the newest to that address). */
export async function requestResetLink(app: App, adminToken: string, email: string) {
  const response = await call(app, 'POST', '/api/auth/forgot-password/', { body: { email } });
  if (response.statusCode !== 202) throw new Error(`forgot-password: ${response.statusCode} ${response.body}`);
  const [mail] = await mailsTo(app, adminToken, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return resetLinkIn(mail.text);
}

/** The newest mail to an address, read straight from the outbox table (no admin login needed). */
export async function newestMailTo(app: App, to: string) {
  await app.settleBackgroundWork();
  const [mail] = await app.db
    .select()
    .from(outbox)
    .where(eq(sql`lower(${outbox.to})`, to.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The uid and token of the registration confirmation link in a mail's text. */
export function confirmLinkIn(text: string): { uid: string; token: string } {
  const match = /\/register\/confirm\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)(\s|$)/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no confirmation link in: ${text}`);
  return { uid: match[1], token: match[2] };
}

/** Creates an account through the API as a person would (register, then the mailed link) and returns its token. */
export async function register(app: App, email: string, password: string, names = { first_name: 'Test', last_name: 'Person' }) {
  const response = await call(app, 'POST', '/api/auth/register/', { body: { email, password, ...names } });
  if (response.statusCode !== 202) throw new Error(`register: ${response.statusCode} ${response.body}`);
  const link = confirmLinkIn((await newestMailTo(app, email)).text);
  const confirmed = await call(app, 'POST', '/api/auth/register/confirm/', { body: { ...link, password } });
  if (confirmed.statusCode !== 201) throw new Error(`register/confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json<{ token: string }>().token;
}

/** The webhook secret of apps started with `PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET`, so tests can sign events. */
export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

/** A `Sandbox-Signature` header for a raw body, as the sandbox provider signs its webhooks. */
export function signSandboxEvent(rawBody: string, options: { secret?: string; timestamp?: number } = {}): string {
  return signatureHeader(options.secret ?? WEBHOOK_SECRET, rawBody, options.timestamp ?? Math.floor(Date.now() / 1000));
}
