import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOGIN_THROTTLED } from '@portal/shared/contracts';

import { rateLimits } from '../src/db/schema';
import { addressKey, siteKey } from '../src/lib/client-key';
import { call, register, startTestApp, SUPER, type TestContext } from './helpers';

// 10 logins a minute per address, so that few passwords are hashed; the throttle's defaults
// (config-security.ts): 5 free failures from an address, a pause after 100 from all.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOGIN: '10/1m' });
});
afterAll(() => ctx?.close());

const attempt = (email: string, password: string, remoteAddress: string) =>
  call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password }, remoteAddress });

describe('the key of a client address', () => {
  it('is an IPv6 address’s /64, an IPv4-mapped address’s IPv4 address, and an IPv4 address itself', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:DB8:A:B::9')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('has a site: an IPv6 /64’s /48, counted as one key as well where limits say so; any other key is its own', () => {
    expect(siteKey(addressKey('2001:db8:a:b:1:2:3:4'))).toBe('2001:db8:a::/48');
    expect(siteKey(addressKey('2001:db8::1'))).toBe('2001:db8:0::/48');
    expect(siteKey('203.0.113.7')).toBe('203.0.113.7');
    expect(siteKey('account:12')).toBe('account:12');
  });
});

describe('per-address limits for IPv6 clients', () => {
  it('count every address of one /64 as one client, and another /64 apart', async () => {
    const statuses = [];
    for (let i = 1; i <= 45; i++)
      statuses.push((await attempt(`nobody-${i}@example.org`, 'any-password-1', `2001:db8:1:1::${i.toString(16)}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(35).fill(429));
    expect((await attempt(SUPER.email, SUPER.password, '2001:db8:1:2::1')).statusCode).toBe(200);
  }, 180_000);

  it('hold 100 failures from 100 addresses of one /64 by the backoff of one address, so the account is not paused', async () => {
    const email = 'six-four@example.org';
    const password = 'quiet-harbour-42';
    await register(ctx.app, email, password);
    const statuses = [];
    for (let i = 1; i <= 100; i++) {
      // As if each came a minute later: only the login throttle is left to answer.
      await ctx.app.db.delete(rateLimits).where(eq(rateLimits.bucket, 'login'));
      statuses.push((await attempt(email, `wrong-guess-${i}`, `2001:db8:2:2:${i.toString(16)}::1`)).statusCode);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    const refused = await attempt(email, password, '2001:db8:2:2::abcd');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: LOGIN_THROTTLED });
    // The owner, on another network, logs in.
    expect((await attempt(email, password, '2001:db8:3:3::1')).statusCode).toBe(200);
  }, 180_000);
});
