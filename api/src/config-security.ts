import { availableParallelism } from 'node:os';

import { z } from 'zod';

/** scrypt's N as a power of two for new password hashes: OWASP's 2^17 (128 MiB each). */
export const PASSWORD_HASH_COST = 17;

/** At most `max` requests per `windowSeconds`, counted in fixed windows. */
export type RateLimit = { max: number; windowSeconds: number };

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** `30/1m`: 30 requests a minute; units s, m, h. */
const rateLimit = (fallback: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,6}\/[1-9]\d{0,4}[smh]$/, 'use <requests>/<window>, like 30/1m (units s, m, h)')
    .default(fallback)
    .transform((value): RateLimit => {
      const [max, window] = value.split('/') as [string, string];
      const unit = window.slice(-1) as keyof typeof UNIT_SECONDS;
      return { max: Number(max), windowSeconds: Number(window.slice(0, -1)) * UNIT_SECONDS[unit] };
    });

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/**
 * Limits on guessing and flooding, and how long a session lasts. The defaults are meant never to
 * trouble a person using the portal, or a whole office behind one address; see docs/security.md.
 */
export const securityEnvSchema = z.object({
  // Requests per client address: every login runs the full password hash, whatever the email.
  RATE_LIMIT_LOGIN: rateLimit('30/1m'),
  RATE_LIMIT_REGISTER: rateLimit('20/1h'),
  // Asking for a password reset mail.
  RATE_LIMIT_PASSWORD_RESET: rateLimit('20/1h'),
  RATE_LIMIT_CHANGE_PASSWORD: rateLimit('10/1h'),
  // Per client address key: a whole office behind one address may meet a broken area at once; what is
  // stored is bounded by the total below, alike reports collapsing into one row, and the retention.
  RATE_LIMIT_CLIENT_ERRORS: rateLimit('120/10m'),
  // Browser error reports stored from all addresses together, each client address key storing at most a
  // tenth of it (so a few cannot fill it for everyone); past either, none is stored until the window ends.
  RATE_LIMIT_CLIENT_ERRORS_TOTAL: rateLimit('600/1h'),
  // Contact form messages, per client address and per account: each one mails the municipality.
  RATE_LIMIT_CONTACT_MESSAGES: rateLimit('10/1h'),
  // What one account may add, per account: complaints and disputes lodged, properties, donations started.
  RATE_LIMIT_CASES: rateLimit('30/24h'),
  RATE_LIMIT_PROPERTIES: rateLimit('30/24h'),
  RATE_LIMIT_DONATIONS: rateLimit('60/1h'),
  // Account mails per recipient and client address key, counted apart for each kind (registration
  // links and notices; reset links); over it, none is sent. Each key has a share of its own, so no
  // number of other addresses can use up the one the owner asks from.
  RATE_LIMIT_ACCOUNT_MAIL: rateLimit('10/1h'),
  // Password hashes and checks (scrypt) run at once (half the CPUs, at least one); past it they
  // wait in a fair queue of this many.
  PASSWORD_HASH_CONCURRENCY: count(Math.max(1, Math.floor(availableParallelism() / 2))),
  PASSWORD_HASH_QUEUE: count(64),
  // scrypt's N as a power of two for new hashes; below the default only under NODE_ENV=test.
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(PASSWORD_HASH_COST),
  // Failures for one email from one address before each further attempt waits, doubling from the base.
  LOGIN_FREE_FAILURES: count(5),
  LOGIN_BACKOFF_BASE_SECONDS: count(30),
  LOGIN_BACKOFF_MAX_SECONDS: count(3600),
  // Failures for one email from all addresses since its last password reset that pause its logins
  // until the next (from the addresses it logged in from, they go on).
  LOGIN_LOCKOUT_FAILURES: count(100),
  // How long a failure counts, for both of the above.
  LOGIN_FAILURE_WINDOW_HOURS: count(24),
  // How long an address an account logged in from stays one that others' failures never pause.
  LOGIN_KNOWN_ADDRESS_DAYS: count(90),
  SESSION_IDLE_HOURS: count(24 * 7),
  SESSION_MAX_AGE_HOURS: count(24 * 30),
  // Sessions one account keeps; a login past it ends the least recently used.
  SESSIONS_PER_ACCOUNT: count(20),
  // Uploads an account holds that no case has taken yet, in number and megabytes; such uploads are
  // deleted, bytes and all, once this many hours old.
  UPLOADS_UNATTACHED_MAX_FILES: count(15),
  UPLOADS_UNATTACHED_MAX_MB: count(80),
  UPLOADS_UNATTACHED_HOURS: count(24),
  // How long rows are kept before the periodic purge deletes them, and how often it runs.
  CLIENT_ERRORS_RETENTION_DAYS: count(30),
  OUTBOX_RETENTION_DAYS: count(30),
  CONTACT_MESSAGES_RETENTION_DAYS: count(365),
  AUDIT_LOG_RETENTION_DAYS: count(730),
  PURGE_INTERVAL_MINUTES: count(10),
});

export type LoginThrottleConfig = {
  freeFailures: number;
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
  lockoutFailures: number;
  windowSeconds: number;
  knownAddressSeconds: number;
};

export type SecurityConfig = {
  rateLimits: {
    login: RateLimit;
    register: RateLimit;
    passwordReset: RateLimit;
    changePassword: RateLimit;
    clientErrors: RateLimit;
    clientErrorsTotal: RateLimit;
    contactMessages: RateLimit;
    cases: RateLimit;
    properties: RateLimit;
    donations: RateLimit;
    accountMail: RateLimit;
  };
  passwordHashing: { concurrency: number; maxWaiting: number; cost: number };
  login: LoginThrottleConfig;
  sessions: { idleSeconds: number; maxAgeSeconds: number; perAccount: number };
  uploads: { maxUnattachedFiles: number; maxUnattachedBytes: number };
  retention: RetentionConfig;
};

/** What the periodic purge deletes, by age (services/retention.ts). */
export type RetentionConfig = {
  clientErrorsDays: number;
  outboxDays: number;
  contactMessagesDays: number;
  auditLogDays: number;
  unattachedUploadHours: number;
  intervalSeconds: number;
};

export function securityConfig(e: z.infer<typeof securityEnvSchema>): SecurityConfig {
  return {
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      register: e.RATE_LIMIT_REGISTER,
      passwordReset: e.RATE_LIMIT_PASSWORD_RESET,
      changePassword: e.RATE_LIMIT_CHANGE_PASSWORD,
      clientErrors: e.RATE_LIMIT_CLIENT_ERRORS,
      clientErrorsTotal: e.RATE_LIMIT_CLIENT_ERRORS_TOTAL,
      contactMessages: e.RATE_LIMIT_CONTACT_MESSAGES,
      cases: e.RATE_LIMIT_CASES,
      properties: e.RATE_LIMIT_PROPERTIES,
      donations: e.RATE_LIMIT_DONATIONS,
      accountMail: e.RATE_LIMIT_ACCOUNT_MAIL,
    },
    passwordHashing: { concurrency: e.PASSWORD_HASH_CONCURRENCY, maxWaiting: e.PASSWORD_HASH_QUEUE, cost: e.PASSWORD_HASH_COST },
    login: {
      freeFailures: e.LOGIN_FREE_FAILURES,
      backoffBaseSeconds: e.LOGIN_BACKOFF_BASE_SECONDS,
      backoffMaxSeconds: e.LOGIN_BACKOFF_MAX_SECONDS,
      lockoutFailures: e.LOGIN_LOCKOUT_FAILURES,
      windowSeconds: e.LOGIN_FAILURE_WINDOW_HOURS * 3600,
      knownAddressSeconds: e.LOGIN_KNOWN_ADDRESS_DAYS * 24 * 3600,
    },
    sessions: {
      idleSeconds: e.SESSION_IDLE_HOURS * 3600,
      maxAgeSeconds: e.SESSION_MAX_AGE_HOURS * 3600,
      perAccount: e.SESSIONS_PER_ACCOUNT,
    },
    uploads: { maxUnattachedFiles: e.UPLOADS_UNATTACHED_MAX_FILES, maxUnattachedBytes: e.UPLOADS_UNATTACHED_MAX_MB * 1024 * 1024 },
    retention: {
      clientErrorsDays: e.CLIENT_ERRORS_RETENTION_DAYS,
      outboxDays: e.OUTBOX_RETENTION_DAYS,
      contactMessagesDays: e.CONTACT_MESSAGES_RETENTION_DAYS,
      auditLogDays: e.AUDIT_LOG_RETENTION_DAYS,
      unattachedUploadHours: e.UPLOADS_UNATTACHED_HOURS,
      intervalSeconds: e.PURGE_INTERVAL_MINUTES * 60,
    },
  };
}
