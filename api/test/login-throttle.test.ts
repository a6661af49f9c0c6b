import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLED } from '@portal/shared/contracts';
import { loginAttempts } from '../src/db/schema';
import { call, register, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const attempt = (email: string, password: string) => call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password } });

async function fail(email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await attempt(email, `wrong-guess-${i}`)).statusCode).toBe(400);
}

/** Dates all of an email's attempts that many seconds ago (by the database's clock, as the API counts). */
async function backdate(email: string, seconds: number) {
  await ctx.app.db
    .update(loginAttempts)
    .set({ attemptedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(loginAttempts.email, email));
}

describe('login throttling', () => {
  const email = 'target@example.org';
  const password = 'sturdy-lantern-88';

  it('refuses the 11th attempt after 10 failures, even with the right password', async () => {
    await register(ctx.app, email, password);
    await fail(email, 10);
    const response = await attempt(email, password);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ detail: LOGIN_THROTTLED });
    const retryAfter = Number(response.headers['retry-after']);
    // The failures took a few seconds (scrypt), and the wait counts from the first of them.
    expect(retryAfter).toBeGreaterThan(10 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts the email whatever its case, and does not count refused attempts', async () => {
    expect((await attempt('TARGET@Example.org', password)).statusCode).toBe(429);
    const rows = await ctx.app.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(rows).toHaveLength(10);
  });

  it('leaves other accounts alone', async () => {
    expect((await attempt(SUPER.email, SUPER.password)).statusCode).toBe(200);
  });

  it('says how long until the oldest failure leaves the window, and lets the person in after it', async () => {
    await backdate(email, 14 * 60);
    const response = await attempt(email, password);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    await backdate(email, 15 * 60 + 1);
    expect((await attempt(email, password)).statusCode).toBe(200);
  });

  it('throttles an email that has no account just the same', async () => {
    await fail('ghost@example.org', 10);
    expect((await attempt('ghost@example.org', 'anything-at-all')).statusCode).toBe(429);
  });

  it('does not forget earlier failures after a successful login', async () => {
    const other = 'steady@example.org';
    await register(ctx.app, other, password);
    await fail(other, 9);
    expect((await attempt(other, password)).statusCode).toBe(200);
    await fail(other, 1);
    expect((await attempt(other, password)).statusCode).toBe(429);
  });

  it('lets no more than 10 parallel guesses through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, i) => attempt('burst@example.org', `parallel-guess-${i}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(4).fill(429)]);
  });
});
