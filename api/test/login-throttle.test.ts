import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOGIN_THROTTLED } from '@portal/shared/contracts';

import { loginAttempts, outbox } from '../src/db/schema';
import { backoffSeconds } from '../src/services/login-throttle';
import { call, newestMailTo, register, resetLinkIn, startTestApp, SUPER, type TestContext } from './helpers';

// Small numbers so the test stays quick; the defaults are in config-security.ts.
const LIMITS = {
  LOGIN_FREE_FAILURES: '3',
  LOGIN_BACKOFF_BASE_SECONDS: '30',
  LOGIN_BACKOFF_MAX_SECONDS: '600',
  LOGIN_LOCKOUT_FAILURES: '20',
  RATE_LIMIT_LOGIN: '15/1m',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(LIMITS);
});
afterAll(() => ctx?.close());

/** Each test's client addresses are its own, so the per-address limit of one does not reach another. */
let nextAddress = 1;
const address = () => `203.0.113.${nextAddress++}`;

const attempt = (email: string, password: string, remoteAddress: string) =>
  call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password }, remoteAddress });

/** Fails `times` times from `from`, each after the backoff of the one before has passed. */
async function fail(email: string, times: number, from: string) {
  for (let i = 0; i < times; i++) {
    await backdate(email, from, 3600);
    expect((await attempt(email, `wrong-guess-${i}`, from)).statusCode).toBe(400);
  }
}

/** Moves the email's attempts from an address back by that many seconds (by the database's clock, as the API counts). */
async function backdate(email: string, from: string, seconds: number) {
  await ctx.app.db
    .update(loginAttempts)
    .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.address, from)));
}

const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

describe('login throttling per account and client address', () => {
  const email = 'target@example.org';
  const password = 'sturdy-lantern-88';
  const stranger = address();

  beforeAll(async () => {
    await register(ctx.app, email, password);
  });

  it("does not let a stranger's failures from one address stop the owner from another", async () => {
    await fail(email, 12, stranger);
    const blocked = await attempt(email, password, stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: LOGIN_THROTTLED });
    expect((await attempt(email, password, address())).statusCode).toBe(200);
  });

  it('makes each further attempt from that address wait twice as long as the one before', async () => {
    const guesser = address();
    const config = ctx.app.security.login;
    expect([3, 4, 5, 6, 9].map((failures) => backoffSeconds(failures, config))).toEqual([30, 60, 120, 240, 600]);
    await fail('ghost@example.org', 3, guesser);
    const waits = [];
    for (let i = 0; i < 3; i++) {
      const refused = await attempt('ghost@example.org', 'still-wrong', guesser);
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
      // Once the wait is over, the next failure doubles it.
      await backdate('ghost@example.org', guesser, retryAfter(refused));
      expect((await attempt('ghost@example.org', 'still-wrong', guesser)).statusCode).toBe(400);
    }
    expect(waits.map((wait) => Math.round(wait / 30))).toEqual([1, 2, 4]);
    expect(waits[0]).toBeLessThanOrEqual(30);
  });

  it('forgets the failures from an address once the right password comes from it', async () => {
    const owner = address();
    await fail(email, 2, owner);
    expect((await attempt(email, password, owner)).statusCode).toBe(200);
    await fail(email, 3, owner);
    // Three failures are free again: had the first two still counted, this would wait.
    expect((await attempt(email, 'wrong-again', owner)).statusCode).toBe(429);
  });

  it('lets no more than the free failures of a parallel burst through from one address', async () => {
    const burst = address();
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => attempt('burst@example.org', `parallel-${i}`, burst)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([400, 400, 400, 429, 429, 429]);
  });
});

describe('the lockout of an account across addresses', () => {
  const email = 'locked@example.org';
  const password = 'granite-kettle-31';

  it('pauses the account after many failures from many addresses, and mails its owner a way back', async () => {
    await register(ctx.app, email, password);
    // 20 failures from five addresses, each kept within its backoff.
    for (let i = 0; i < 5; i++) await fail(email, 4, address());
    const owner = await attempt(email, password, address());
    expect(owner.statusCode).toBe(429);
    expect(owner.json()).toEqual({ detail: LOGIN_THROTTLED });
    expect(retryAfter(owner)).toBeGreaterThan(20 * 3600);
    const mail = await newestMailTo(ctx.app, email);
    expect(mail.subject).toBe('Logins to your account are paused');
  });

  it('lifts once the password is reset with the mailed link', async () => {
    const link = resetLinkIn((await newestMailTo(ctx.app, email)).text);
    const reset = await call(ctx.app, 'POST', '/api/auth/reset-password/', { body: { ...link, password: 'fresh-meadow-77' } });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(email, 'fresh-meadow-77', address())).statusCode).toBe(200);
  });

  it("cannot be silenced by a stranger who first used up the owner's mails", async () => {
    const victim = 'silenced@example.org';
    await register(ctx.app, victim, password);
    // Ten registrations of the victim's email from one address: ten notices to the owner.
    const stranger = address();
    for (let i = 0; i < 10; i++) {
      const body = { email: victim, password: `stranger-pass-${i}-x`, first_name: 'Mallory', last_name: 'Stranger' };
      expect((await call(ctx.app, 'POST', '/api/auth/register/', { body, remoteAddress: stranger })).statusCode).toBe(202);
    }
    // Then enough failures from twenty addresses to pause the account.
    for (let i = 0; i < 20; i++) await fail(victim, 1, address());
    expect((await attempt(victim, password, address())).statusCode).toBe(429);
    const paused = await newestMailTo(ctx.app, victim);
    expect(paused.subject).toBe('Logins to your account are paused');

    // The owner asks for a reset from an address of their own: the mail comes, and its link logs in again.
    const forgot = await call(ctx.app, 'POST', '/api/auth/forgot-password/', { body: { email: victim }, remoteAddress: address() });
    expect(forgot.statusCode).toBe(202);
    await ctx.app.settleBackgroundWork();
    const mail = await newestMailTo(ctx.app, victim);
    expect(mail.subject).toBe('Reset your password');
    const reset = await call(ctx.app, 'POST', '/api/auth/reset-password/', {
      body: { ...resetLinkIn(mail.text), password: 'owner-again-52' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(victim, 'owner-again-52', address())).statusCode).toBe(200);
  }, 180_000);

  it('leaves other accounts alone', async () => {
    expect((await attempt(SUPER.email, SUPER.password, address())).statusCode).toBe(200);
  });
});

describe('recovering from a pause', () => {
  const email = 'recovering@example.org';
  const password = 'willow-harbor-64';
  const renewed = 'second-willow-65';
  const home = address();
  const strangers = Array.from({ length: 5 }, address);
  const paused = 'Logins to your account are paused';
  const pauseMails = async () =>
    (await ctx.app.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) => mail.subject === paused).length;

  beforeAll(async () => {
    await register(ctx.app, email, password);
    expect((await attempt(email, password, home)).statusCode).toBe(200);
    // 20 failures: four from each of five addresses.
    for (const stranger of strangers) await fail(email, 4, stranger);
  });

  it('does not pause an address the owner has logged in from', async () => {
    expect((await attempt(email, password, address())).statusCode).toBe(429);
    expect((await attempt(email, password, home)).statusCode).toBe(200);
  });

  it('keeps the addresses that failed before a reset throttled after it, though the pause is lifted', async () => {
    const link = resetLinkIn((await newestMailTo(ctx.app, email)).text);
    expect((await call(ctx.app, 'POST', '/api/auth/reset-password/', { body: { ...link, password: renewed } })).statusCode).toBe(200);
    for (const stranger of strangers) expect((await attempt(email, 'yet-another-guess', stranger)).statusCode).toBe(429);
    expect((await attempt(email, renewed, address())).statusCode).toBe(200);
  });

  it('mails its owner a way back with every pause', async () => {
    expect(await pauseMails()).toBe(1);
    // The same addresses, once their waits are over, pause the account again within the hour.
    for (const stranger of strangers) await fail(email, 4, stranger);
    expect((await attempt(email, renewed, address())).statusCode).toBe(429);
    expect(await pauseMails()).toBe(2);
    // Only the failure that pauses it mails: a known address failing during the pause does not.
    expect((await attempt(email, 'not-it-either', home)).statusCode).toBe(400);
    expect(await pauseMails()).toBe(2);
  });

  it("mails the owner's reset request however many other addresses asked for one", async () => {
    const resetMails = async () =>
      (await ctx.app.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) => mail.subject === 'Reset your password').length;
    const forgot = (remoteAddress: string) => call(ctx.app, 'POST', '/api/auth/forgot-password/', { body: { email }, remoteAddress });
    for (const stranger of strangers) for (let i = 0; i < 11; i++) expect((await forgot(stranger)).statusCode).toBe(202);
    await ctx.app.settleBackgroundWork();
    const before = await resetMails();
    expect((await forgot(home)).statusCode).toBe(202);
    await ctx.app.settleBackgroundWork();
    expect(await resetMails()).toBe(before + 1);
  });
});

describe('the limit per client address', () => {
  it('answers 429 to parallel logins from one address beyond the limit, whatever the emails', async () => {
    const flood = address();
    const responses = await Promise.all(Array.from({ length: 18 }, (_, i) => attempt(`someone-${i}@example.org`, 'any-password-1', flood)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(15).fill(400), ...Array(3).fill(429)]);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({ detail: LOGIN_THROTTLED });
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    // Another address, and so everyone else, is unaffected.
    expect((await attempt(SUPER.email, SUPER.password, address())).statusCode).toBe(200);
  });
});
