import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CURRENT_PASSWORD_WRONG, RESET_LINK_INVALID } from '@portal/shared/contracts';

import { authTokens, users } from '../src/db/schema';
import { ADMIN, call, login, register, requestResetLink, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const change = (token: string, current_password: string, new_password: string) =>
  call(ctx.app, 'POST', '/api/auth/change-password/', { token, body: { current_password, new_password } });
const profileStatus = async (token: string) => (await call(ctx.app, 'GET', '/api/users/profile/', { token })).statusCode;

describe('POST /api/auth/change-password/', () => {
  const email = 'changer@example.org';
  const first = 'maple-lantern-61';
  const second = 'cobalt-harbor-27';

  it('sets the new password, revokes every token and returns a new one', async () => {
    const current = await register(ctx.app, email, first);
    const elsewhere = await login(ctx.app, { email, password: first });

    const response = await change(current, first, second);
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await profileStatus(current)).toBe(401);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(await profileStatus(token)).toBe(200);
    const [user] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await ctx.app.db.select().from(authTokens).where(eq(authTokens.userId, user!.id))).toHaveLength(1);

    expect((await call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password: first } })).statusCode).toBe(400);
    expect(await login(ctx.app, { email, password: second })).toBeTruthy();
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const token = await login(ctx.app, { email, password: second });
    const response = await change(token, 'not-my-password', 'violet-meadow-83');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid input.', errors: { current_password: [CURRENT_PASSWORD_WRONG] } });
    expect(await profileStatus(token)).toBe(200);
    expect(await login(ctx.app, { email, password: second })).toBeTruthy();
  });

  it('names every problem at once', async () => {
    const token = await login(ctx.app, { email, password: second });
    const response = await change(token, 'not-my-password', 'short');
    expect(response.json().errors).toEqual({ new_password: ['Use at least 8 characters.'] });
    const both = await change(token, 'not-my-password', 'password123');
    expect(both.json().errors).toEqual({
      current_password: [CURRENT_PASSWORD_WRONG],
      new_password: ['This password is too common. Choose another.'],
    });
  });

  it('kills reset links asked for before the change', async () => {
    const admin = await login(ctx.app, ADMIN);
    const link = await requestResetLink(ctx.app, admin, email);
    const token = await login(ctx.app, { email, password: second });
    expect((await change(token, second, 'amber-canyon-45')).statusCode).toBe(200);
    const check = await call(ctx.app, 'GET', `/api/auth/reset-password/${link.uid}/${link.token}/`);
    expect(check.json()).toEqual({ detail: RESET_LINK_INVALID, code: 'auth.resetLinkInvalid' });
  });

  it('needs a login and the XSRF pair', async () => {
    const anonymous = await call(ctx.app, 'POST', '/api/auth/change-password/', {
      body: { current_password: 'x', new_password: 'silver-forest-19' },
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await login(ctx.app, { email, password: 'amber-canyon-45' });
    const forged = await call(ctx.app, 'POST', '/api/auth/change-password/', {
      token,
      xsrf: false,
      body: { current_password: 'amber-canyon-45', new_password: 'silver-forest-19' },
    });
    expect(forged.statusCode).toBe(403);
  });
});
