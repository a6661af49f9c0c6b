import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { PASSWORD_HASH_COST, securityConfig, securityEnvSchema, type SecurityConfig } from './config-security';

/** The api package directory, so the default data dir does not depend on the cwd. */
export const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** The payment providers the API can talk to (`PAYMENT_PROVIDER`). */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A language code as the portal names one: "en", "es", "pt-BR" (the profile contract's rule). */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/**
 * PostgreSQL's text-search configuration for the words of each language (stemming, stop words), by
 * primary language subtag; a language without one is searched with `simple` (words as written).
 */
const TEXT_SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  da: 'danish',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  pt: 'portuguese',
  ru: 'russian',
  sv: 'swedish',
};

/** The text-search configuration a language's words are searched with: `es` → `spanish`, else `simple`. */
export function textSearchConfig(language: string): string {
  return TEXT_SEARCH_CONFIGS[language.split('-')[0]!.toLowerCase()] ?? 'simple';
}

/** `en,es`: the languages the portal speaks, its default first (each needs the API's catalog: plugins/app/language.ts). */
const languageList = z
  .string()
  .default('en,es')
  .transform((value) => value.split(',').map((code) => code.trim()))
  .check((context) => {
    const codes = context.value;
    const problem = (message: string) => {
      context.issues.push({ code: 'custom', message, input: context.value });
    };
    const malformed = codes.filter((code) => !LANGUAGE_CODE.test(code));
    if (malformed.length > 0)
      return problem(`use language codes separated by commas, like en,es (not ${JSON.stringify(malformed.join(','))})`);
    const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
    if (repeated.length > 0) problem(`names ${repeated.join(', ')} more than once`);
  })
  .transform((codes) => codes as [string, ...string[]]);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DIR: z.string().min(1).default(DEFAULT_PGLITE_DIR),
  // Tests only: a new PGlite database starts as this dump (PGlite's dumpDataDir), already migrated
  // and seeded once for the whole suite, instead of running initdb.
  PGLITE_TEMPLATE: z.string().min(1).optional(),
  // Any statement running longer is cancelled (the request answers 503); 0 turns the limit off.
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  // Searches running at once, on this instance and per client (a signed-in account, or else an
  // address key, the /64s of an IPv6 /48 counted as one as well): each holds one of the pool's 10
  // connections while it runs. Past either, a search waits for a slot, at most SEARCH_WAIT_MS,
  // clients with none running first; at most SEARCH_WAITING_PER_CLIENT of a client wait, and
  // SEARCH_QUEUE in all (past it, the newest search of the client with most waiting is refused).
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  SEARCH_CONCURRENCY_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(1),
  SEARCH_WAITING_PER_CLIENT: z.coerce.number().int().min(0).max(100).default(10),
  SEARCH_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  SEARCH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  SEED: flag.optional(),
  // `json`: one JSON line per entry (production, and any output that is not a terminal). `pretty`:
  // readable lines for a person, warnings and errors only unless LOG_LEVEL says otherwise
  // (`pnpm start` asks for it; a terminal gets it by default).
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // The shell's server proxies /api from the same host, so only loopback proxies are believed
  // about the original protocol and client address (X-Forwarded-*).
  TRUST_PROXY: z.string().min(1).default('loopback'),
  // Without it, mail lands in the outbox table instead of being sent.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Where residents open the portal: links in mails point there, not at the API.
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('http://localhost:3000'),
  // The portal's live config.json (unset: the one PUBLIC_URL serves), read at most once a minute: only
  // the remotes it names count in portal_remote_load_failures_total. A file:// URL reads it from disk.
  LIVE_CONFIG_URL: z.url({ protocol: /^(https?|file)$/, error: 'must be an http://, https:// or file:// URL' }).optional(),
  // Who takes donations' payments; the sandbox (a fake card form, no real money) is the only one so far.
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  // Signs and verifies the provider's webhooks. Unset: a random one per process, which only works
  // while one API instance both sends (the sandbox) and receives them.
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
  // The Prometheus exposition (GET /metrics) listens apart from the API, on loopback unless told.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // Swagger UI at /api/docs: for development only (pnpm dev turns it on). It would run on the
  // portal's own origin, where the session token lives; the JSON document is served either way.
  API_DOCS_UI: flag.optional(),
  // On SIGTERM: how long health says "draining" before the listener closes (for balancers that
  // poll it), then how long requests in flight may take before their connections are cut.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  // Tests only: every answer is checked against the OpenAPI document, each one outside it logged
  // as an error and appended to this file (JSON lines).
  RESPONSE_CHECK_FILE: z.string().min(1).optional(),
  // The languages the portal speaks (its answers and mails), its default first.
  LANGUAGES: languageList,
  NODE_ENV: z.string().optional(),
  ...securityEnvSchema.shape,
});

/** Weaker password hashes make a suite fast, and are refused anywhere else. */
const onlyTestsHashCheaply = (e: z.infer<typeof envSchema>) => e.PASSWORD_HASH_COST >= PASSWORD_HASH_COST || e.NODE_ENV === 'test';

/** `statementTimeoutMs`: the statement_timeout of every connection (0: none). */
export type DatabaseConfig = ({ kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string; template?: string }) & {
  statementTimeoutMs: number;
};

export type Config = {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Seed demo data on start when the users table is empty. */
  seed: boolean;
  logLevel: NonNullable<z.infer<typeof envSchema>['LOG_LEVEL']>;
  logFormat: NonNullable<z.infer<typeof envSchema>['LOG_FORMAT']>;
  trustProxy: boolean | string;
  mail: MailConfig;
  /** The portal's address without a trailing slash, for links in mails. */
  publicUrl: string;
  /** Where the live config.json is read from, for the remotes it names. */
  liveConfigUrl: URL;
  payments: PaymentsConfig;
  /** Rate limits, login throttling and session lifetimes (config-security.ts). */
  security: SecurityConfig;
  metrics: { port: number; host: string };
  /** Whether Swagger UI is served at /api/docs (the JSON at /api/docs/json always is). */
  apiDocsUi: boolean;
  shutdown: { delayMs: number; graceMs: number };
  /** Searches running at once (on this instance, and per client: account or address key), and waiting: per client, in all, and for how long. */
  search: { concurrency: number; concurrencyPerClient: number; waitingPerClient: number; waiting: number; waitMs: number };
  /** Where answers outside the OpenAPI document are recorded; null: answers are not checked. */
  responseCheckFile: string | null;
  /** The languages answers and mails may speak (LANGUAGES), the default first. */
  languages: [string, ...string[]];
};

export type PaymentsConfig = {
  provider: (typeof PAYMENT_PROVIDERS)[number];
  /** Shared by every API instance, or a webhook signed by one fails verification at another. */
  webhookSecret: string;
};

export type MailConfig = {
  /** `smtp://…` or `smtps://…`; null keeps mail in the outbox table. */
  smtpUrl: string | null;
  from: string;
};

/** `terminal`: the output is a terminal, where the logs default to the readable format. */
export function loadConfig(env: Record<string, string | undefined> = process.env, terminal = false): Config {
  // An exported-but-empty variable (`DATABASE_URL=`) means "not set", as in most shells' intent.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema
    .refine(onlyTestsHashCheaply, { path: ['PASSWORD_HASH_COST'], message: `below ${PASSWORD_HASH_COST} only for tests (NODE_ENV=test)` })
    .safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const statementTimeoutMs = e.DB_STATEMENT_TIMEOUT_MS;
  const logFormat = e.LOG_FORMAT ?? (terminal ? 'pretty' : 'json');
  const database: DatabaseConfig = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL, statementTimeoutMs }
    : { kind: 'pglite', dir: e.PGLITE_DIR, template: e.PGLITE_TEMPLATE, statementTimeoutMs };
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    // Demo data never lands in a real PostgreSQL unless someone asks for it.
    seed: e.SEED ?? database.kind === 'pglite',
    logLevel: e.LOG_LEVEL ?? (logFormat === 'pretty' ? 'warn' : 'info'),
    logFormat,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      // A sender on the portal's own domain unless told otherwise.
      from: e.MAIL_FROM ?? `Community services portal <no-reply@${new URL(e.PUBLIC_URL).hostname}>`,
    },
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    liveConfigUrl: new URL(e.LIVE_CONFIG_URL ?? `${e.PUBLIC_URL.replace(/\/+$/, '')}/config.json`),
    payments: {
      provider: e.PAYMENT_PROVIDER,
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('base64url'),
    },
    security: securityConfig(e),
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST },
    apiDocsUi: e.API_DOCS_UI ?? false,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    search: {
      concurrency: e.SEARCH_CONCURRENCY,
      concurrencyPerClient: e.SEARCH_CONCURRENCY_PER_CLIENT,
      waitingPerClient: e.SEARCH_WAITING_PER_CLIENT,
      waiting: e.SEARCH_QUEUE,
      waitMs: e.SEARCH_WAIT_MS,
    },
    responseCheckFile: e.RESPONSE_CHECK_FILE ?? null,
    languages: e.LANGUAGES,
  };
}
