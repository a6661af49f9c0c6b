import { availableParallelism } from 'node:os';

import { describe, expect, it } from 'vitest';

import { API_DIR, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to PGlite inside the api package, with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, host: '127.0.0.1', seed: true, logLevel: 'info', logFormat: 'json' });
    expect(config.database).toEqual({ kind: 'pglite', dir: `${API_DIR}.data/pglite`, statementTimeoutMs: 5_000 });
  });

  it('logs JSON at info, and for a terminal (or LOG_FORMAT=pretty) readable lines of warnings and errors', () => {
    expect(loadConfig({}, false)).toMatchObject({ logFormat: 'json', logLevel: 'info' });
    expect(loadConfig({}, true)).toMatchObject({ logFormat: 'pretty', logLevel: 'warn' });
    expect(loadConfig({ LOG_FORMAT: 'pretty' })).toMatchObject({ logFormat: 'pretty', logLevel: 'warn' });
    expect(loadConfig({ LOG_FORMAT: 'json' }, true)).toMatchObject({ logFormat: 'json', logLevel: 'info' });
    expect(loadConfig({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' })).toMatchObject({ logFormat: 'pretty', logLevel: 'info' });
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' })).toThrow(/LOG_FORMAT/);
  });

  it('bounds every statement and the searches at once, as configured', () => {
    expect(loadConfig({})).toMatchObject({
      database: { statementTimeoutMs: 5_000 },
      search: { concurrency: 4, concurrencyPerClient: 1, waitingPerClient: 10, waiting: 64, waitMs: 2_000 },
    });
    const set = loadConfig({
      DB_STATEMENT_TIMEOUT_MS: '0',
      SEARCH_CONCURRENCY: '6',
      SEARCH_CONCURRENCY_PER_CLIENT: '2',
      SEARCH_WAITING_PER_CLIENT: '0',
      SEARCH_QUEUE: '20',
      SEARCH_WAIT_MS: '500',
    });
    expect(set).toMatchObject({
      database: { statementTimeoutMs: 0 },
      search: { concurrency: 6, concurrencyPerClient: 2, waitingPerClient: 0, waiting: 20, waitMs: 500 },
    });
    expect(() => loadConfig({ SEARCH_CONCURRENCY: '0' })).toThrow(/SEARCH_CONCURRENCY/);
  });

  it("hashes new passwords at production's scrypt cost, lower only under NODE_ENV=test", () => {
    expect(loadConfig({}).security.passwordHashing.cost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '18' }).security.passwordHashing.cost).toBe(18);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10' })).toThrow(/PASSWORD_HASH_COST: below 17 only for tests/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10', NODE_ENV: 'production' })).toThrow(/PASSWORD_HASH_COST/);
    expect(loadConfig({ PASSWORD_HASH_COST: '10', NODE_ENV: 'test' }).security.passwordHashing.cost).toBe(10);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and then seeds only when asked', () => {
    const url = 'postgres://portal@db.internal:5432/portal';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ database: { kind: 'postgres', url }, seed: false });
    expect(loadConfig({ DATABASE_URL: url, SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ port: 4000, database: { kind: 'pglite' } });
  });

  it('keeps mail in the outbox unless SMTP_URL is set, with links to PUBLIC_URL', () => {
    expect(loadConfig({})).toMatchObject({
      mail: { smtpUrl: null, from: 'Community services portal <no-reply@localhost>' },
      publicUrl: 'http://localhost:3000',
    });
    const config = loadConfig({ SMTP_URL: 'smtps://mailer:secret@smtp.example.gov:465', PUBLIC_URL: 'https://portal.example.gov/' });
    expect(config).toMatchObject({
      mail: { smtpUrl: 'smtps://mailer:secret@smtp.example.gov:465', from: 'Community services portal <no-reply@portal.example.gov>' },
      publicUrl: 'https://portal.example.gov',
    });
    expect(loadConfig({ MAIL_FROM: 'City <city@example.gov>' }).mail.from).toBe('City <city@example.gov>');
  });

  it('takes payments through the sandbox, with a random webhook secret per process unless one is given', () => {
    const first = loadConfig({});
    expect(first.payments.provider).toBe('sandbox');
    expect(first.payments.webhookSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loadConfig({}).payments.webhookSecret).not.toBe(first.payments.webhookSecret);
    const shared = 'one-secret-for-every-instance';
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: shared }).payments).toEqual({ provider: 'sandbox', webhookSecret: shared });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
  });

  it('has limits and session lifetimes that real use never reaches, each one settable', () => {
    expect(loadConfig({}).security).toEqual({
      rateLimits: {
        login: { max: 30, windowSeconds: 60 },
        register: { max: 20, windowSeconds: 3600 },
        passwordReset: { max: 20, windowSeconds: 3600 },
        changePassword: { max: 10, windowSeconds: 3600 },
        clientErrors: { max: 120, windowSeconds: 600 },
        clientErrorsTotal: { max: 600, windowSeconds: 3600 },
        contactMessages: { max: 10, windowSeconds: 3600 },
        cases: { max: 30, windowSeconds: 24 * 3600 },
        properties: { max: 30, windowSeconds: 24 * 3600 },
        donations: { max: 60, windowSeconds: 3600 },
        accountMail: { max: 10, windowSeconds: 3600 },
      },
      login: {
        freeFailures: 5,
        backoffBaseSeconds: 30,
        backoffMaxSeconds: 3600,
        lockoutFailures: 100,
        windowSeconds: 24 * 3600,
        knownAddressSeconds: 90 * 24 * 3600,
      },
      // Half the machine's CPUs, at least one.
      passwordHashing: { concurrency: Math.max(1, Math.floor(availableParallelism() / 2)), maxWaiting: 64, cost: 17 },
      sessions: { idleSeconds: 7 * 24 * 3600, maxAgeSeconds: 30 * 24 * 3600, perAccount: 20 },
      uploads: { maxUnattachedFiles: 15, maxUnattachedBytes: 80 * 1024 * 1024 },
      retention: {
        clientErrorsDays: 30,
        outboxDays: 30,
        contactMessagesDays: 365,
        auditLogDays: 730,
        unattachedUploadHours: 24,
        intervalSeconds: 600,
      },
    });
    const custom = loadConfig({
      RATE_LIMIT_LOGIN: '5/30s',
      RATE_LIMIT_CLIENT_ERRORS: '1000/2h',
      LOGIN_LOCKOUT_FAILURES: '50',
      SESSION_IDLE_HOURS: '12',
    });
    expect(custom.security.rateLimits.login).toEqual({ max: 5, windowSeconds: 30 });
    expect(custom.security.rateLimits.clientErrors).toEqual({ max: 1000, windowSeconds: 7200 });
    expect(custom.security.login.lockoutFailures).toBe(50);
    expect(custom.security.sessions.idleSeconds).toBe(12 * 3600);
    for (const bad of ['30', '30/', '0/1m', '30/1d', 'many/1m'])
      expect(() => loadConfig({ RATE_LIMIT_LOGIN: bad }), bad).toThrow(/RATE_LIMIT_LOGIN/);
    expect(() => loadConfig({ SESSION_MAX_AGE_HOURS: '0' })).toThrow(/SESSION_MAX_AGE_HOURS/);
  });

  it('speaks English and Spanish, English the default, or the languages LANGUAGES lists, its first the default', () => {
    expect(loadConfig({}).languages).toEqual(['en', 'es']);
    expect(loadConfig({ LANGUAGES: 'es, en' }).languages).toEqual(['es', 'en']);
    expect(loadConfig({ LANGUAGES: 'en' }).languages).toEqual(['en']);
    expect(() => loadConfig({ LANGUAGES: 'en,Spanish' })).toThrow(/LANGUAGES: use language codes/);
    expect(() => loadConfig({ LANGUAGES: 'en,,es' })).toThrow(/LANGUAGES/);
    expect(() => loadConfig({ LANGUAGES: 'en,es,en' })).toThrow(/LANGUAGES: names en more than once/);
  });

  it('refuses values it cannot use, naming them', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.gov' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'portal.example.gov' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://portal.example.gov' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SEED: 'yes' })).toThrow(/SEED/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
