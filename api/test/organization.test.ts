import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { organizationSchema } from '@portal/shared/contracts';

import { organization } from '../src/db/schema';
import { call, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

describe('GET /api/organization/', () => {
  it('is public and describes the municipality', async () => {
    const response = await call(ctx.app, 'GET', '/api/organization/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Exactly the contract's fields: the row's id and updated_at stay inside.
    expect(Object.keys(body).sort()).toEqual(Object.keys(organizationSchema.shape).sort());
    expect(organizationSchema.parse(body)).toMatchObject({
      name: 'City of Riverton',
      logo_url: '/logo.svg',
      address: '100 Main Street, Riverton, OR 97301',
      phone: '(555) 010-0100',
      email: 'info@riverton.example.org',
      website: 'https://riverton.example.org',
      office_hours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
    });
  });

  it('has about-us and policies texts in paragraphs', async () => {
    const org = organizationSchema.parse((await call(ctx.app, 'GET', '/api/organization/')).json());
    expect(org.about_us.split('\n\n').length).toBeGreaterThanOrEqual(3);
    const policies = org.policies.split('\n\n');
    for (const topic of ['Privacy', 'Accessibility', 'Acceptable use', 'Records requests']) {
      expect(
        policies.some((paragraph) => paragraph.startsWith(topic)),
        topic,
      ).toBe(true);
    }
  });

  it('keeps a single row', async () => {
    const [row] = await ctx.app.db.select().from(organization);
    await expect(ctx.app.db.insert(organization).values({ ...row!, id: 2 })).rejects.toThrow();
    await expect(ctx.app.db.insert(organization).values({ ...row! })).rejects.toThrow();
  });

  it('is not found until it has been entered', async () => {
    await ctx.app.db.delete(organization);
    const response = await call(ctx.app, 'GET', '/api/organization/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
