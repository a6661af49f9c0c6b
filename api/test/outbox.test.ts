import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outboxMessageSchema, pageSchema } from '@portal/shared/contracts';

import { ADMIN, call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await login(ctx.app, ADMIN);
  for (const email of [RESIDENT.email, SUPER.email, RESIDENT.email]) {
    await call(ctx.app, 'POST', '/api/auth/forgot-password/', { body: { email } });
    // Each reset mail goes just after its answer: one at a time keeps their order.
    await ctx.app.settleBackgroundWork();
  }
});
afterAll(() => ctx?.close());

const page = pageSchema(outboxMessageSchema);

describe('GET /api/outbox/', () => {
  it('is for admins only', async () => {
    const anonymous = await call(ctx.app, 'GET', '/api/outbox/');
    expect(anonymous.statusCode).toBe(401);
    for (const who of [RESIDENT, SUPER]) {
      const response = await call(ctx.app, 'GET', '/api/outbox/', { token: await login(ctx.app, who) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await call(ctx.app, 'GET', '/api/outbox/', { token: admin })).statusCode).toBe(200);
  });

  it('lists every mail newest first, a page at a time', async () => {
    const response = await call(ctx.app, 'GET', '/api/outbox/?page_size=2', { token: admin });
    const first = page.parse(response.json());
    expect(first).toMatchObject({ count: 3, page: 1, page_size: 2, next: 2, previous: null });
    expect(first.results.map((mail) => mail.to)).toEqual([RESIDENT.email, SUPER.email]);
    expect(first.results[0]!.id).toBeGreaterThan(first.results[1]!.id);
    const second = page.parse((await call(ctx.app, 'GET', '/api/outbox/?page_size=2&page=2', { token: admin })).json());
    expect(second.results.map((mail) => mail.to)).toEqual([RESIDENT.email]);
  });

  it('picks one recipient, whatever the case', async () => {
    const response = await call(ctx.app, 'GET', '/api/outbox/?to=Resident@Example.ORG', { token: admin });
    const result = page.parse(response.json());
    expect(result.count).toBe(2);
    expect(result.results.every((mail) => mail.to === RESIDENT.email && mail.subject === 'Reset your password')).toBe(true);
  });

  it('refuses unknown query fields', async () => {
    const response = await call(ctx.app, 'GET', '/api/outbox/?recipient=x', { token: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ recipient: ['Unknown field.'] });
  });
});
