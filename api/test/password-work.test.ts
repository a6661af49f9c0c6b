import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { loginAttempts, rateLimits } from '../src/db/schema';
import { english } from '../src/i18n';
import { MESSAGES } from '../src/lib/errors';
import { call, RESIDENT, startTestApp, type TestContext } from './helpers';

// One password check at a time and one waiting, so two held jobs fill the queue.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1' });
});
afterAll(() => ctx?.close());

/** Password work from another client that finishes only when released. */
function hold(ip: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = ctx.app.passwordWork({ ip } as FastifyRequest, () => held);
  return { release, done };
}

describe('the cap on password hashing', () => {
  it('answers 503 with Retry-After when the queue is full, without counting a failed login', async () => {
    const running = hold('192.0.2.1');
    const waiting = hold('192.0.2.2');
    const refused = await call(ctx.app, 'POST', '/api/auth/login/', { body: RESIDENT, remoteAddress: '192.0.2.3' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: english(MESSAGES.busy) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ctx.app.db.select().from(loginAttempts).where(eq(loginAttempts.email, RESIDENT.email))).toEqual([]);

    running.release();
    waiting.release();
    await Promise.all([running.done, waiting.done]);
    const login = await call(ctx.app, 'POST', '/api/auth/login/', { body: RESIDENT, remoteAddress: '192.0.2.3' });
    expect(login.statusCode).toBe(200);
  });

  it('answers 503 on registration too', async () => {
    const running = hold('192.0.2.1');
    const waiting = hold('192.0.2.2');
    const body = { email: 'busy@example.org', password: 'patient-heron-61', first_name: 'B', last_name: 'Z' };
    const refused = await call(ctx.app, 'POST', '/api/auth/register/', { body, remoteAddress: '192.0.2.4' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: english(MESSAGES.busy) });
    running.release();
    waiting.release();
    await Promise.all([running.done, waiting.done]);
  });
});

describe('the password queue under a flood of guesses', () => {
  // One check at a time and 8 places: a quarter (2) per address key, and 2 kept for clients without recent failures.
  let flood: TestContext;
  beforeAll(async () => {
    flood = await startTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '8' });
  });
  afterAll(() => flood?.close());

  /** Password work from a client that finishes when released; `outcome` is 'ran', or the status it was refused with. */
  function waitingWork(ip: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const outcome = flood.app
      .passwordWork({ ip } as FastifyRequest, () => held)
      .then(
        () => 'ran' as const,
        (error: { statusCode?: number; headers?: Record<string, string> }) => `${error.statusCode} ${error.headers?.['Retry-After']}`,
      );
    return { release, outcome };
  }

  /** A real login from an address of its own, and the moment its password check has joined the queue. */
  function realLogin(remoteAddress: string) {
    const passwordWork = flood.app.passwordWork;
    let queued!: () => void;
    const reachedQueue = new Promise<void>((resolve) => (queued = resolve));
    vi.spyOn(flood.app, 'passwordWork').mockImplementationOnce((request, work) => {
      const done = passwordWork(request, work);
      queued();
      return done as never;
    });
    const answer = call(flood.app, 'POST', '/api/auth/login/', { body: RESIDENT, remoteAddress });
    return { answer, reachedQueue: Promise.race([reachedQueue, answer]) };
  }

  afterEach(() => vi.restoreAllMocks());

  it('counts the /64s of one /48 as one busy key: 30 of them with recent failures leave a real login its turn', async () => {
    const running = waitingWork('192.0.2.50');
    const guesses = Array.from({ length: 30 }, (_, i) => {
      const ip = `2001:db8:44:${(i + 1).toString(16)}::1`;
      flood.app.notePasswordFailure({ ip } as FastifyRequest);
      return waitingWork(ip);
    });
    const real = realLogin('198.51.100.7');
    await real.reachedQueue;
    // A login from another /64 of the /48 is refused before any database work: not even counted.
    const refused = await call(flood.app, 'POST', '/api/auth/login/', { body: RESIDENT, remoteAddress: '2001:db8:44:ff::1' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(await flood.app.db.select().from(rateLimits).where(eq(rateLimits.subject, '2001:db8:44:ff::/64'))).toEqual([]);
    running.release();
    for (const guess of guesses) guess.release();

    expect((await real.answer).statusCode).toBe(200);
    const outcomes = await Promise.all(guesses.map((guess) => guess.outcome));
    // The /48 waits in a quarter of the places, as one key would; the rest are told to come back.
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome !== 'ran')).toEqual(Array(28).fill('503 5'));
  });

  it('sheds the newest work of a key with recent failures for a client without, and keeps places for such clients', async () => {
    const running = waitingWork('192.0.2.50');
    const guesses = Array.from({ length: 8 }, (_, i) => {
      const ip = `203.0.113.${i + 1}`;
      flood.app.notePasswordFailure({ ip } as FastifyRequest);
      return waitingWork(ip);
    });
    // Keys with recent failures may fill 6 places of 8; two others still find one each.
    const others = [waitingWork('192.0.2.61'), waitingWork('192.0.2.62')];
    const real = realLogin('198.51.100.8');
    await real.reachedQueue;
    running.release();
    for (const work of [...guesses, ...others]) work.release();

    expect((await real.answer).statusCode).toBe(200);
    expect(await Promise.all(others.map((work) => work.outcome))).toEqual(['ran', 'ran']);
    // The first five ran, the sixth was shed for the real login, the last two were refused as they came: 503 and Retry-After either way.
    expect(await Promise.all(guesses.map((guess) => guess.outcome))).toEqual([...Array(5).fill('ran'), '503 5', '503 5', '503 5']);
  });
});
