import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isProfileComplete, profileSchema } from '@portal/shared/contracts';

import { call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let resident: string;
beforeAll(async () => {
  ctx = await startTestApp();
  resident = await login(ctx.app, RESIDENT);
});
afterAll(() => ctx?.close());

describe('GET /api/users/profile/', () => {
  it("returns the demo resident's complete profile", async () => {
    const response = await call(ctx.app, 'GET', '/api/users/profile/', { token: resident });
    expect(response.statusCode).toBe(200);
    const profile = profileSchema.parse(response.json());
    expect(profile).toMatchObject({
      email: 'resident@example.org',
      first_name: 'Rosa',
      last_name: 'Martinez',
      is_superuser: false,
      is_admin: false,
      ownership: 'owner',
      primary_contact: '(555) 201-3344',
      identification_type: 'drivers_license',
      identification_number: 'D1234-5678',
    });
    expect(isProfileComplete(profile)).toBe(true);
    expect(response.json()).not.toHaveProperty('password_hash');
  });

  it('shows the super flag', async () => {
    const token = await login(ctx.app, SUPER);
    const response = await call(ctx.app, 'GET', '/api/users/profile/', { token });
    expect(response.json()).toMatchObject({ first_name: 'Sam', is_superuser: true, is_admin: false });
  });

  it('needs a token', async () => {
    const response = await call(ctx.app, 'GET', '/api/users/profile/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it.each(['Token nonsense', 'Token ' + 'a'.repeat(43), 'Token'])('refuses %j as an invalid token', async (header) => {
    const response = await call(ctx.app, 'GET', '/api/users/profile/', { headers: { authorization: header } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid token.' });
  });
});

describe('PATCH /api/users/profile/', () => {
  it('changes only the fields sent', async () => {
    const response = await call(ctx.app, 'PATCH', '/api/users/profile/', {
      token: resident,
      body: { primary_contact: '(555) 201-9999', ownership: 'tenant' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Rosa', primary_contact: '(555) 201-9999', ownership: 'tenant' });
    const again = await call(ctx.app, 'GET', '/api/users/profile/', { token: resident });
    expect(again.json().primary_contact).toBe('(555) 201-9999');
  });

  it('refuses unknown fields, such as email or is_superuser', async () => {
    const response = await call(ctx.app, 'PATCH', '/api/users/profile/', {
      token: resident,
      body: { is_superuser: true, email: 'x@example.org' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ is_superuser: ['Unknown field.'], email: ['Unknown field.'] });
  });

  it('reports invalid values per field', async () => {
    const response = await call(ctx.app, 'PATCH', '/api/users/profile/', {
      token: resident,
      body: { primary_contact: 'call me', ownership: 'landlord' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      primary_contact: ['Enter a phone number, like (555) 123-4567.'],
      ownership: ['Choose your ownership.'],
    });
  });

  it('needs a token, before looking at the body', async () => {
    const response = await call(ctx.app, 'PATCH', '/api/users/profile/', { body: { nope: 1 } });
    expect(response.statusCode).toBe(401);
  });
});
