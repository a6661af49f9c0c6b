import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { authTokens, users } from '../src/db/schema';
import { call, login, register, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const LOGIN_FAILED = 'Unable to log in with provided credentials.';

describe('POST /api/auth/login/', () => {
  it('returns a token for the right password, stored only as a hash', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login/', { body: RESIDENT });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.app.db.select().from(authTokens);
    expect(rows.some((row) => row.keyHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.keyHash))).toBe(true);
  });

  it('accepts the email in any case', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login/', {
      body: { ...RESIDENT, email: 'Resident@Example.ORG' },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { email: RESIDENT.email, password: 'wrong-password' }],
    ['an unknown email', { email: 'nobody@example.org', password: 'whatever1' }],
  ])('refuses %s with the same message', async (_label, body) => {
    const response = await call(ctx.app, 'POST', '/api/auth/login/', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: LOGIN_FAILED, errors: { non_field_errors: [LOGIN_FAILED] } });
  });

  it('reports missing and unknown fields by name', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login/', {
      body: { email: RESIDENT.email, remember_me: true },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toBe('Invalid input.');
    expect(body.errors.password).toEqual(['Enter your password.']);
    expect(body.errors.remember_me).toEqual(['Unknown field.']);
  });

  it('uses the contract messages for a malformed email', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email: 'not-an-email', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual(['Enter an email address in the correct format, like name@example.org.']);
  });

  it('asks for a body when there is none', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login/');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ non_field_errors: ['A JSON body is required.'] });
  });

  it('refuses inactive users', async () => {
    const email = 'inactive@example.org';
    const token = await register(ctx.app, email, 'long-enough-1', { first_name: 'In', last_name: 'Active' });
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const response = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password: 'long-enough-1' } });
    expect(response.statusCode).toBe(400);
    // An existing token stops working too.
    const profile = await call(ctx.app, 'GET', '/api/users/profile/', { token });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ detail: 'Invalid token.' });
  });
});

describe('POST /api/auth/logout/', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const token = await login(ctx.app, RESIDENT);
    const other = await login(ctx.app, RESIDENT);
    const first = await call(ctx.app, 'POST', '/api/auth/logout/', { token });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    const second = await call(ctx.app, 'POST', '/api/auth/logout/', { token });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ detail: 'Invalid token.' });
    expect(second.headers['www-authenticate']).toBe('Token');
    expect((await call(ctx.app, 'GET', '/api/users/profile/', { token: other })).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/logout/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('POST /api/auth/register/', () => {
  const newcomer = {
    email: 'New.Resident@Example.org',
    password: 'correct horse battery',
    first_name: 'Nia',
    last_name: 'Okafor',
    ownership: 'tenant',
    primary_contact: '(555) 555-0100',
  };

  it('refuses a 7-character password', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/register/', {
      body: { ...newcomer, email: 'short@example.org', password: 'abc1234' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: ['Use at least 8 characters.'] });
  });

  it('refuses fields a resident may not set, such as is_superuser', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/register/', {
      body: { ...newcomer, email: 'sneaky@example.org', is_superuser: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ is_superuser: ['Unknown field.'] });
  });
});
