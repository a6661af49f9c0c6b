import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { authTokens } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { call, login, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ SESSION_IDLE_HOURS: '24', SESSION_MAX_AGE_HOURS: '240' });
});
afterAll(() => ctx?.close());

const profile = (token: string) => call(ctx.app, 'GET', '/api/users/profile/', { token });
const HOUR = 3600;

/** Moves a token's creation and last use into the past, by the database's clock. */
async function age(token: string, { created, lastUsed }: { created: number; lastUsed: number | null }) {
  await ctx.app.db
    .update(authTokens)
    .set({
      createdAt: sql`now() - make_interval(secs => ${created})`,
      lastUsed: lastUsed === null ? null : sql`now() - make_interval(secs => ${lastUsed})`,
    })
    .where(eq(authTokens.keyHash, hashToken(token)));
}

const stored = async (token: string) =>
  ctx.app.db
    .select()
    .from(authTokens)
    .where(eq(authTokens.keyHash, hashToken(token)));

describe('session tokens', () => {
  it('keep working while used, however long ago they were issued within the absolute age', async () => {
    const token = await login(ctx.app, RESIDENT);
    await age(token, { created: 200 * HOUR, lastUsed: 23 * HOUR });
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('expire after the idle period, with the answer of an unknown token, and are deleted', async () => {
    const token = await login(ctx.app, RESIDENT);
    await age(token, { created: 30 * HOUR, lastUsed: 24 * HOUR + 60 });
    const response = await profile(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid token.' });
    expect(response.headers['www-authenticate']).toBe('Token');
    expect(await stored(token)).toEqual([]);
  });

  it('count the idle period from the login when the token was never used', async () => {
    const token = await login(ctx.app, RESIDENT);
    await age(token, { created: 25 * HOUR, lastUsed: null });
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('expire at the absolute age even when used a minute ago', async () => {
    const token = await login(ctx.app, RESIDENT);
    await age(token, { created: 240 * HOUR + 60, lastUsed: 60 });
    const response = await profile(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid token.' });
  });
});
