import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONFIG_SCHEMAS, pageSchema } from '@portal/shared/contracts';

import { itemUrl, listUrl, validInput } from './configuration-helpers';
import { ADMIN, call, login, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let superUser: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [admin, superUser] = await Promise.all([login(ctx.app, ADMIN), login(ctx.app, SUPER)]);
});
afterAll(() => ctx?.close());

const townPage = pageSchema(CONFIG_SCHEMAS.towns.item);
const suburbPage = pageSchema(CONFIG_SCHEMAS.suburbs.item);
const departmentPage = pageSchema(CONFIG_SCHEMAS.departments.item);
const department = CONFIG_SCHEMAS.departments.item;

async function createDepartment(name: string) {
  const response = await call(ctx.app, 'POST', listUrl('departments'), { token: superUser, body: { ...validInput('departments'), name } });
  expect(response.statusCode, response.body).toBe(201);
  return department.parse(response.json());
}

describe('slugs', () => {
  it('lists the five seeded departments of Riverton', async () => {
    const page = departmentPage.parse((await call(ctx.app, 'GET', listUrl('departments'), { token: superUser })).json());
    expect(page.results.map((d) => d.slug)).toEqual([
      'finance',
      'parks-and-recreation',
      'planning-and-building',
      'public-works',
      'water-and-utilities',
    ]);
  });

  it('makes distinct slugs for names that differ only in punctuation', async () => {
    const first = await createDepartment('Parks');
    const second = await createDepartment('parks!');
    expect([first.slug, second.slug]).toEqual(['parks', 'parks-2']);
    expect((await createDepartment('PARKS?')).slug).toBe('parks-3');
  });

  it('keeps the slug when the name changes', async () => {
    const created = await createDepartment('Animal Control');
    const renamed = await call(ctx.app, 'PATCH', itemUrl('departments', created.slug), {
      token: superUser,
      body: { name: 'Animal Services' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ slug: 'animal-control', name: 'Animal Services' });
    expect(Date.parse(renamed.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect((await call(ctx.app, 'GET', itemUrl('departments', 'animal-control'), { token: superUser })).json().name).toBe(
      'Animal Services',
    );
  });

  it('writes ASCII, caps the length at 80 and falls back when nothing is left', async () => {
    expect((await createDepartment('Café Ñandú & Co.')).slug).toBe('cafe-nandu-co');
    const long = await createDepartment(`${'word '.repeat(39)}end`);
    expect(long.slug.length).toBeLessThanOrEqual(80);
    expect(long.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // Same first 80 characters: the suffix takes the place of the base's end.
    const next = (await createDepartment(`${'word '.repeat(39)}other`)).slug;
    expect(next).toHaveLength(80);
    expect(next).toBe(`${long.slug.slice(0, 78)}-2`);
    expect((await createDepartment('¿¡!?')).slug).toBe('department');
  });
});

describe('search, ordering, pages', () => {
  it('searches the description’s fields, ignoring case, with LIKE wildcards taken literally', async () => {
    const byName = departmentPage.parse(
      (await call(ctx.app, 'GET', `${listUrl('departments')}?search=UTILITIES`, { token: superUser })).json(),
    );
    expect(byName.results.map((d) => d.slug)).toEqual(['water-and-utilities']);
    const byEmail = departmentPage.parse(
      (await call(ctx.app, 'GET', `${listUrl('departments')}?search=planning%40`, { token: superUser })).json(),
    );
    expect(byEmail.results.map((d) => d.slug)).toEqual(['planning-and-building']);
    const wildcard = departmentPage.parse(
      (await call(ctx.app, 'GET', `${listUrl('departments')}?search=%25`, { token: superUser })).json(),
    );
    expect(wildcard.count).toBe(0);
  });

  it('orders by name either way, ignoring case', async () => {
    await call(ctx.app, 'POST', listUrl('towns'), { token: admin, body: { name: 'aaron' } });
    await call(ctx.app, 'POST', listUrl('towns'), { token: admin, body: { name: 'Zenith' } });
    const names = async (ordering: string) =>
      townPage
        .parse((await call(ctx.app, 'GET', `${listUrl('towns')}?ordering=${ordering}`, { token: admin })).json())
        .results.map((t) => t.name);
    expect(await names('name')).toEqual(['aaron', 'Brookfield', 'Fairview', 'Millbrook', 'Zenith']);
    expect(await names('-name')).toEqual(['Zenith', 'Millbrook', 'Fairview', 'Brookfield', 'aaron']);
  });

  it('orders complaint types by sort order by default, and by name on request', async () => {
    const page = async (query: string) =>
      (await call(ctx.app, 'GET', `${listUrl('complaint-types')}${query}`, { token: superUser })).json().results as Array<{
        name: string;
        sort_order: number;
      }>;
    const byDefault = await page('');
    const orders = byDefault.map((t) => t.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const byName = (await page('?ordering=-name')).map((t) => t.name.toLowerCase());
    expect(byName).toEqual([...byName].sort().reverse());
  });

  it('pages the list', async () => {
    const all = townPage.parse((await call(ctx.app, 'GET', `${listUrl('towns')}?page_size=100`, { token: admin })).json());
    const second = townPage.parse((await call(ctx.app, 'GET', `${listUrl('towns')}?page=2&page_size=2`, { token: admin })).json());
    expect(second).toMatchObject({ count: all.count, page: 2, page_size: 2, previous: 1, next: all.count > 4 ? 3 : null });
    expect(second.results).toEqual(all.results.slice(2, 4));
    const past = townPage.parse((await call(ctx.app, 'GET', `${listUrl('towns')}?page=50`, { token: admin })).json());
    // Past the end the page has no row to count on: the total still comes.
    expect(past).toMatchObject({ count: all.count, next: null, previous: 49, results: [] });
  });

  it('filters suburbs by their town', async () => {
    const towns = townPage.parse((await call(ctx.app, 'GET', `${listUrl('towns')}?search=Fairview`, { token: admin })).json());
    const fairview = towns.results[0]!.id;
    const page = suburbPage.parse((await call(ctx.app, 'GET', `${listUrl('suburbs')}?town_id=${fairview}`, { token: admin })).json());
    expect(page.results.map((s) => s.name)).toEqual(['Hillcrest', 'Lakeside', 'Old Town']);
    expect(page.results.every((s) => s.town_id === fairview)).toBe(true);
    const all = suburbPage.parse((await call(ctx.app, 'GET', listUrl('suburbs'), { token: admin })).json());
    expect(all.count).toBe(11);
    const searched = suburbPage.parse(
      (await call(ctx.app, 'GET', `${listUrl('suburbs')}?town_id=${fairview}&search=old`, { token: admin })).json(),
    );
    expect(searched.results.map((s) => s.name)).toEqual(['Old Town']);
  });

  it('lists inactive items too, which residents do not see', async () => {
    const created = await call(ctx.app, 'POST', listUrl('water-meter-types'), {
      token: superUser,
      body: { name: 'Retired turbine', is_active: false },
    });
    expect(created.statusCode).toBe(201);
    const page = (await call(ctx.app, 'GET', `${listUrl('water-meter-types')}?search=turbine`, { token: superUser })).json();
    expect(page.results).toEqual([created.json()]);
    const offered = (await call(ctx.app, 'GET', '/api/reference/water-meter-types/')).json() as Array<{ name: string }>;
    expect(offered.map((t) => t.name)).not.toContain('Retired turbine');
  });

  it('stores trimmed input and the recipient’s email lower-cased', async () => {
    const response = await call(ctx.app, 'POST', listUrl('dispute-bcc-recipients'), {
      token: superUser,
      body: { email: 'Rates@Riverton.Example.org', name: '  Rates office ', is_active: true },
    });
    expect(response.json()).toMatchObject({ email: 'rates@riverton.example.org', name: 'Rates office' });
  });
});
