import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItemSchema, pageSchema } from '@portal/shared/contracts';
import { ADMIN, call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let resident: string;
let superUser: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [resident, superUser] = await Promise.all([login(ctx.app, RESIDENT), login(ctx.app, SUPER)]);
});
afterAll(() => ctx?.close());

const newsPage = pageSchema(newsItemSchema);
const LIST = '/api/configuration/news/';
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

describe('GET /api/configuration/news/', () => {
  it('refuses anonymous visitors with 401 and residents with 403', async () => {
    const anonymous = await call(ctx.app, 'GET', LIST);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const asResident = await call(ctx.app, 'GET', LIST, { token: resident });
    expect(asResident.statusCode).toBe(403);
    expect(asResident.json()).toEqual(FORBIDDEN);
  });

  it('lists all 14 items to a super user, drafts included, newest first', async () => {
    const response = await call(ctx.app, 'GET', `${LIST}?page_size=100`, { token: superUser });
    expect(response.statusCode).toBe(200);
    const page = newsPage.parse(response.json());
    expect(page.count).toBe(14);
    expect(page.results.filter((item) => !item.is_published).map((item) => item.slug)).toEqual([
      'farmers-market-returns',
      'budget-town-hall',
    ]);
    // The draft written yesterday is newer than everything published earlier.
    expect(page.results[0]?.slug).toBe('farmers-market-returns');
  });

  it('lets an admin in too (admins are super users)', async () => {
    const token = await login(ctx.app, ADMIN);
    expect((await call(ctx.app, 'GET', LIST, { token })).statusCode).toBe(200);
  });

  it('searches drafts as well', async () => {
    const page = newsPage.parse((await call(ctx.app, 'GET', `${LIST}?search=budget`, { token: superUser })).json());
    expect(page.results.map((item) => item.slug)).toEqual(['budget-town-hall']);
  });
});

describe('PATCH /api/configuration/news/:slug/', () => {
  const url = `${LIST}farmers-market-returns/`;

  it('publishes a draft, stamping published_at, and it appears publicly', async () => {
    const response = await call(ctx.app, 'PATCH', url, { token: superUser, body: { is_published: true } });
    expect(response.statusCode).toBe(200);
    const item = newsItemSchema.parse(response.json());
    expect(item.is_published).toBe(true);
    expect(Date.now() - Date.parse(item.published_at!)).toBeLessThan(60_000);
    const first = newsPage.parse((await call(ctx.app, 'GET', '/api/news/')).json());
    expect(first.count).toBe(13);
    expect(first.results[0]?.slug).toBe('farmers-market-returns');
  });

  it('unpublishes it again, keeping its first publication date', async () => {
    const before = newsItemSchema.parse((await call(ctx.app, 'GET', '/api/news/farmers-market-returns/')).json());
    const response = await call(ctx.app, 'PATCH', url, { token: superUser, body: { is_published: false } });
    expect(response.json()).toMatchObject({ is_published: false, published_at: before.published_at });
    expect((await call(ctx.app, 'GET', '/api/news/farmers-market-returns/')).statusCode).toBe(404);
    const republished = await call(ctx.app, 'PATCH', url, { token: superUser, body: { is_published: true } });
    expect(republished.json().published_at).toBe(before.published_at);
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await call(ctx.app, 'PATCH', `${LIST}no-such-story/`, { token: superUser, body: { is_published: true } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuses residents and bad bodies', async () => {
    expect((await call(ctx.app, 'PATCH', url, { token: resident, body: { is_published: true } })).statusCode).toBe(403);
    const bad = await call(ctx.app, 'PATCH', url, { token: superUser, body: { is_published: 'yes', title: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['is_published', 'title']);
  });
});
