import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TOO_MANY_REQUESTS } from '@portal/shared/contracts';

import { outbox } from '../src/db/schema';
import { call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

// Small limits so the test stays quick; the defaults are in config-security.ts.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({
    RATE_LIMIT_PASSWORD_RESET: '3/1h',
    RATE_LIMIT_ACCOUNT_MAIL: '4/1h',
    RATE_LIMIT_CLIENT_ERRORS: '5/10m',
    RATE_LIMIT_CLIENT_ERRORS_TOTAL: '20/1h',
    RATE_LIMIT_CHANGE_PASSWORD: '3/1h',
  });
});
afterAll(() => ctx?.close());

type Response = Awaited<ReturnType<typeof call>>;

function expectRefused(response: Response, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ detail: TOO_MANY_REQUESTS });
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeGreaterThan(windowSeconds - 60);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
}

/** How many mails with that subject went to the address, once the work after each answer is done. */
async function mailsTo(to: string, subject = 'Reset your password') {
  await ctx.app.settleBackgroundWork();
  return (await ctx.app.db.select().from(outbox).where(eq(outbox.to, to))).filter((mail) => mail.subject === subject).length;
}
const resetMailsTo = (to: string) => mailsTo(to);

describe('password reset mails', () => {
  const forgot = (email: string, remoteAddress: string) =>
    call(ctx.app, 'POST', '/api/auth/forgot-password/', { body: { email }, remoteAddress });

  it('are limited per client address, and the refused request sends nothing', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await forgot(RESIDENT.email, '192.0.2.10')).statusCode);
    expect(statuses).toEqual([202, 202, 202]);
    expectRefused(await forgot(RESIDENT.email, '192.0.2.10'), 3600);
    expect(await resetMailsTo(RESIDENT.email)).toBe(3);
  });

  it('have a budget of their own per recipient and address, which registrations of the email do not use up', async () => {
    const register = (remoteAddress: string) =>
      call(ctx.app, 'POST', '/api/auth/register/', {
        body: { email: SUPER.email, password: 'stranger-chosen-77', first_name: 'M', last_name: 'S' },
        remoteAddress,
      });
    const notice = 'Someone tried to create an account with your email';
    // One address uses up its share of notices to the email, and only its own.
    for (let i = 0; i < 5; i++) expect((await register('192.0.2.40')).statusCode).toBe(202);
    expect(await mailsTo(SUPER.email, notice)).toBe(4);
    expect((await register('192.0.2.41')).statusCode).toBe(202);
    expect(await mailsTo(SUPER.email, notice)).toBe(5);
    // Reset mails are untouched, from that address as from another.
    expect((await forgot(SUPER.email, '192.0.2.40')).statusCode).toBe(202);
    expect((await forgot(SUPER.email, '192.0.2.42')).statusCode).toBe(202);
    expect(await resetMailsTo(SUPER.email)).toBe(2);
  });
});

describe('client error reports', () => {
  const report = {
    message: 'Loading remote news_polls failed',
    source: 'remote-load',
    remote: 'news_polls',
    url: 'http://localhost:3000/news',
  };
  const send = (remoteAddress: string) => call(ctx.app, 'POST', '/api/client-errors/', { body: report, remoteAddress });

  it('are limited per client address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send('192.0.2.30')).statusCode);
    expect(statuses).toEqual(Array(5).fill(201));
    expectRefused(await send('192.0.2.30'), 600);
    expect((await send('192.0.2.31')).statusCode).toBe(201);
  });

  it("are stored from each client address key up to its share of the total, so a few cannot fill it for everyone's", async () => {
    const distinct = (remoteAddress: string, i: number) =>
      call(ctx.app, 'POST', '/api/client-errors/', {
        body: { message: `Flood ${remoteAddress} ${i}`, source: 'render', url: '/news' },
        remoteAddress,
      });
    // A tenth of RATE_LIMIT_CLIENT_ERRORS_TOTAL (20): two from each address.
    for (let i = 0; i < 5; i++) {
      const statuses = [];
      for (let j = 0; j < 5; j++) statuses.push((await distinct(`192.0.2.${60 + i}`, j)).statusCode);
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
    }
    expect((await distinct('192.0.2.69', 0)).statusCode).toBe(201);
  });

  it('still count in the metrics past the share', async () => {
    const counted = async () =>
      (await ctx.app.metrics.remoteLoadFailures.get()).values
        .filter((sample) => sample.labels.remote === 'donations')
        .reduce((sum, sample) => sum + sample.value, 0);
    const before = await counted();
    for (let i = 0; i < 2; i++) {
      const stored = await call(ctx.app, 'POST', '/api/client-errors/', {
        body: { message: `Before the report ${i}`, source: 'render', url: '/news' },
        remoteAddress: '192.0.2.68',
      });
      expect(stored.statusCode).toBe(201);
    }
    const refused = await call(ctx.app, 'POST', '/api/client-errors/', {
      body: { ...report, message: 'Loading remote donations failed', remote: 'donations' },
      remoteAddress: '192.0.2.68',
    });
    expect(refused.statusCode).toBe(429);
    expect(await counted()).toBe(before + 1);
  });
});

describe('changing the password', () => {
  it('is limited per client address, so a stolen session cannot guess the current password at length', async () => {
    const token = await login(ctx.app, RESIDENT);
    const change = () =>
      call(ctx.app, 'POST', '/api/auth/change-password/', {
        token,
        body: { current_password: 'a wrong guess', new_password: 'lantern-orchard-93' },
        remoteAddress: '192.0.2.40',
      });
    for (let i = 0; i < 3; i++) expect((await change()).statusCode).toBe(400);
    expectRefused(await change(), 3600);
  });
});
