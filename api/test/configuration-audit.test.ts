import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntrySchema, clientErrorReportSchema, CONFIG_RESOURCES, pageSchema, type AuditEntry } from '@portal/shared/contracts';

import { bindResource } from '../src/configuration/bind-resource';
import { CONFIG_BINDINGS } from '../src/configuration/resource-tables';
import { removeItem } from '../src/configuration/write';
import { users } from '../src/db/schema';
import { auditCount, itemUrl, listUrl, validInput } from './configuration-helpers';
import { ADMIN, call, login, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let superUser: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [admin, superUser] = await Promise.all([login(ctx.app, ADMIN), login(ctx.app, SUPER)]);
});
afterAll(() => ctx?.close());

const auditPage = pageSchema(auditEntrySchema);
const AUDIT = '/api/configuration/audit-log/';

async function entries(query = ''): Promise<{ count: number; results: AuditEntry[] }> {
  const response = await call(ctx.app, 'GET', `${AUDIT}?page_size=100${query}`, { token: admin });
  expect(response.statusCode).toBe(200);
  return auditPage.parse(response.json());
}

/** Runs the change and returns the audit rows it wrote (newest first). */
async function written(change: () => Promise<unknown>): Promise<AuditEntry[]> {
  const before = await auditCount(ctx.app);
  await change();
  const added = (await auditCount(ctx.app)) - before;
  return added === 0 ? [] : (await entries()).results.slice(0, added);
}

describe('audit rows of configuration changes', () => {
  it('writes one row each for create, update and delete, with the actor and the items', async () => {
    const body = validInput('chat-groups');
    let created: Record<string, unknown> = {};
    const [create, ...moreCreates] = await written(async () => {
      created = (await call(ctx.app, 'POST', listUrl('chat-groups'), { token: superUser, body })).json();
    });
    expect(moreCreates).toEqual([]);
    expect(create).toMatchObject({
      actor_email: 'super@example.org',
      action: 'create',
      resource: 'chat-groups',
      record_id: String(created.id),
      before: null,
      after: created,
    });

    let updated: Record<string, unknown> = {};
    const url = itemUrl('chat-groups', created.id as number);
    const [update, ...moreUpdates] = await written(async () => {
      updated = (await call(ctx.app, 'PATCH', url, { token: admin, body: { name: 'Renamed group', sort_order: 7 } })).json();
    });
    expect(moreUpdates).toEqual([]);
    expect(update).toMatchObject({ actor_email: 'admin@example.org', action: 'update', before: created, after: updated });
    expect(updated).toMatchObject({ name: 'Renamed group', sort_order: 7 });

    const [remove, ...moreRemoves] = await written(() => call(ctx.app, 'DELETE', url, { token: superUser }));
    expect(moreRemoves).toEqual([]);
    expect(remove).toMatchObject({
      actor_email: 'super@example.org',
      action: 'delete',
      record_id: String(created.id),
      before: updated,
      after: null,
    });
  });

  it('keys slug resources’ rows by slug', async () => {
    const [create] = await written(() =>
      call(ctx.app, 'POST', listUrl('departments'), { token: superUser, body: { ...validInput('departments'), name: 'Libraries' } }),
    );
    expect(create).toMatchObject({ resource: 'departments', record_id: 'libraries', after: { slug: 'libraries', name: 'Libraries' } });
  });

  it('writes nothing for refused changes or a PATCH that changes nothing', async () => {
    const town = (await call(ctx.app, 'GET', `${listUrl('towns')}?search=Brookfield`, { token: admin })).json().results[0];
    expect(
      await written(async () => {
        expect((await call(ctx.app, 'DELETE', itemUrl('towns', town.id), { token: admin })).statusCode).toBe(409);
        expect((await call(ctx.app, 'POST', listUrl('towns'), { token: admin, body: { name: 'brookfield' } })).statusCode).toBe(409);
        expect((await call(ctx.app, 'POST', listUrl('towns'), { token: admin, body: { name: '' } })).statusCode).toBe(400);
        expect(
          (await call(ctx.app, 'PATCH', itemUrl('towns', town.id), { token: admin, body: { name: 'x'.repeat(300) } })).statusCode,
        ).toBe(400);
        expect(
          (await call(ctx.app, 'PATCH', itemUrl('towns', town.id), { token: superUser, body: { name: 'Brookville' } })).statusCode,
        ).toBe(403);
        const same = await call(ctx.app, 'PATCH', itemUrl('towns', town.id), { token: admin, body: { name: 'Brookfield' } });
        expect(same.json()).toEqual(town);
      }),
    ).toEqual([]);
  });

  it('writes one row when a news item is published or unpublished', async () => {
    const url = '/api/configuration/news/farmers-market-returns/';
    const [publish, ...more] = await written(() => call(ctx.app, 'PATCH', url, { token: superUser, body: { is_published: true } }));
    expect(more).toEqual([]);
    expect(publish).toMatchObject({
      actor_email: 'super@example.org',
      action: 'update',
      resource: 'news',
      record_id: 'farmers-market-returns',
      before: { slug: 'farmers-market-returns', is_published: false, published_at: null },
      after: { slug: 'farmers-market-returns', is_published: true },
    });
    expect(
      await written(() =>
        call(ctx.app, 'PATCH', '/api/configuration/news/no-such-story/', { token: superUser, body: { is_published: true } }),
      ),
    ).toEqual([]);
  });
});

describe('resources removed by deactivating', () => {
  it('keeps the row, inactive, and audits a deactivate', async () => {
    // No resource deactivates yet; the same store serves the first one that will.
    const bound = {
      ...bindResource('water-meter-types', CONFIG_BINDINGS),
      resource: { ...CONFIG_RESOURCES['water-meter-types'], removal: 'deactivate' as const },
    };
    const created = (
      await call(ctx.app, 'POST', listUrl('water-meter-types'), { token: superUser, body: { name: 'Old dial', is_active: true } })
    ).json();
    const [superRow] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'super@example.org'));
    let after: Record<string, unknown> | null = null;
    const [entry, ...more] = await written(async () => {
      after = await removeItem(ctx.app.db, bound, superRow!.id, created.id);
    });
    expect(more).toEqual([]);
    expect(after).toMatchObject({ id: created.id, is_active: false });
    expect(entry).toMatchObject({ action: 'deactivate', before: created, after: after! });
    expect((await call(ctx.app, 'GET', itemUrl('water-meter-types', created.id), { token: superUser })).json().is_active).toBe(false);
  });
});

describe('GET /api/configuration/audit-log/', () => {
  it('lists newest first and filters by resource and by actor or record id', async () => {
    const all = await entries();
    const ids = all.results.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const news = await entries('&resource=news');
    expect(news.count).toBe(1);
    expect(news.results.every((entry) => entry.resource === 'news')).toBe(true);
    const byAdmin = await entries('&search=admin%40example');
    expect(byAdmin.count).toBeGreaterThan(0);
    expect(byAdmin.results.every((entry) => entry.actor_email === 'admin@example.org')).toBe(true);
    expect((await entries('&search=libraries')).results.map((entry) => entry.record_id)).toEqual(['libraries']);
  });
});

describe('GET /api/configuration/client-errors/', () => {
  it('lists the shell’s reports newest first, with who sent them, and searches message and address', async () => {
    const report = (message: string, url: string, token?: string) =>
      call(ctx.app, 'POST', '/api/client-errors/', { ...(token ? { token } : {}), body: { message, source: 'render', url } });
    expect((await report('Remote news failed to load', 'https://portal.example.org/news')).statusCode).toBe(201);
    expect((await report('Cannot read properties of undefined', 'https://portal.example.org/polls', superUser)).statusCode).toBe(201);
    const page = pageSchema(clientErrorReportSchema);
    const all = page.parse((await call(ctx.app, 'GET', listUrl('client-errors'), { token: admin })).json());
    expect(all.results.map((r) => r.message)).toEqual(['Cannot read properties of undefined', 'Remote news failed to load']);
    expect(all.results.map((r) => r.user_email)).toEqual(['super@example.org', null]);
    const byUrl = page.parse((await call(ctx.app, 'GET', `${listUrl('client-errors')}?search=%2Fnews`, { token: admin })).json());
    expect(byUrl.results.map((r) => r.message)).toEqual(['Remote news failed to load']);
    const byMessage = page.parse((await call(ctx.app, 'GET', `${listUrl('client-errors')}?search=UNDEFINED`, { token: admin })).json());
    expect(byMessage.count).toBe(1);
  });
});
