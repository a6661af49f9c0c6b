import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FORGOT_PASSWORD_SENT, TOO_MANY_REQUESTS } from '@portal/shared/contracts';

import { outbox } from '../src/db/schema';
import { call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

// Small limits so the test stays quick; the defaults are in config-security.ts.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({
    RATE_LIMIT_PASSWORD_RESET: '3/1h',
    RATE_LIMIT_ACCOUNT_MAIL: '4/1h',
    RATE_LIMIT_ACCOUNT_MAIL_TOTAL: '6/1h',
    RATE_LIMIT_CLIENT_ERRORS: '5/10m',
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

  it('are limited per recipient across addresses too, without saying so: the same answer and no more mail', async () => {
    for (let i = 0; i < 4; i++) {
      const response = await forgot(RESIDENT.email, `192.0.2.${20 + i}`);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ detail: FORGOT_PASSWORD_SENT });
    }
    expect(await resetMailsTo(RESIDENT.email)).toBe(6);
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
