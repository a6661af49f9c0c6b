import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loginAttempts } from '../src/db/schema';
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
