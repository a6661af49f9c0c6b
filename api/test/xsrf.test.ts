import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { randomToken } from '../src/lib/tokens';
import { call, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const CSRF_FAILED = { detail: 'CSRF token missing or incorrect.' };

describe('XSRF double-submit', () => {
  it('GET /api/auth/csrf/ sets a readable, SameSite=Lax cookie and answers 204', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/csrf/' });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
  });

  it('keeps the cookie the request already has', async () => {
    const value = randomToken();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/csrf/', cookies: { 'XSRF-TOKEN': value } });
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(value);
  });

  it('marks the cookie Secure behind an HTTPS proxy on loopback', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/csrf/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });

  it('plants the cookie on any response to a request without one', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/news/' });
    expect(response.cookies.map((c) => c.name)).toContain('XSRF-TOKEN');
  });

  it('refuses an unsafe request without the header, even with the cookie', async () => {
    const value = randomToken();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      cookies: { 'XSRF-TOKEN': value },
      payload: RESIDENT,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_FAILED);
  });

  it('refuses a header that does not match the cookie', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      cookies: { 'XSRF-TOKEN': randomToken() },
      headers: { 'x-xsrf-token': randomToken() },
      payload: RESIDENT,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_FAILED);
  });

  it('refuses a header with no cookie, and hands out a cookie for next time', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-errors/',
      headers: { 'x-xsrf-token': randomToken() },
      payload: { message: 'x', source: 'render', url: '/' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.map((c) => c.name)).toContain('XSRF-TOKEN');
  });

  it('lets a matching pair through', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login/', { body: RESIDENT });
    expect(response.statusCode).toBe(200);
  });

  it('still guards normal routes now that the payment routes are exempt', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/donations/return/some-session/cancel/',
      cookies: { 'XSRF-TOKEN': randomToken() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_FAILED);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload: RESIDENT });
    expect(login.statusCode).toBe(403);
  });

  it('exempts only the webhook and the sandbox checkout form, which answer on their own terms', async () => {
    // Not refused for XSRF: the webhook judges the signature, the sandbox page its session id.
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox/',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json()).toEqual({ detail: 'Invalid signature.' });
    const sandbox = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${randomToken()}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('guards PATCH as well', async () => {
    const response = await call(ctx.app, 'PATCH', '/api/users/profile/', { xsrf: false, body: {} });
    expect(response.statusCode).toBe(403);
  });
});
