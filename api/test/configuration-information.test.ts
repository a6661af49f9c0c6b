import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONFIG_SCHEMAS, inUseMessage, pageSchema, type ConfigResourceName } from '@portal/shared/contracts';

import { councilMembers, disputeAnswers, disputes, users } from '../src/db/schema';
import { DEMO_MUNICIPAL_REQUEST_TYPES } from '../src/db/seed/configuration';
import { auditCount, itemUrl, listUrl, referenceIds, rowCount, validInput } from './configuration-helpers';
import { ADMIN, call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

// The emergency guides, dispute types and their criteria, the council and municipal request
// types as configuration resources: what the generated tests (access, validation) do not cover.

let ctx: TestContext;
let admin: string;
let superUser: string;
let resident: string;
let refs: Record<string, number> = {};
beforeAll(async () => {
  ctx = await startTestApp();
  [admin, superUser, resident] = await Promise.all([login(ctx.app, ADMIN), login(ctx.app, SUPER), login(ctx.app, RESIDENT)]);
  refs = await referenceIds(ctx.app, admin);
});
afterAll(() => ctx?.close());

type Item = Record<string, unknown> & { id: number };

async function create(name: ConfigResourceName, body: Record<string, unknown>): Promise<Item> {
  const response = await call(ctx.app, 'POST', listUrl(name), { token: superUser, body: { ...validInput(name, refs), ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return CONFIG_SCHEMAS[name].item.parse(response.json()) as Item;
}

async function list(name: ConfigResourceName, query = ''): Promise<Item[]> {
  const response = await call(ctx.app, 'GET', `${listUrl(name)}?page_size=100${query}`, { token: superUser });
  expect(response.statusCode, response.body).toBe(200);
  return pageSchema(CONFIG_SCHEMAS[name].item).parse(response.json()).results as Item[];
}

/** Expects the delete to be refused with exactly `message`, changing and auditing nothing. */
async function refusedInUse(name: ConfigResourceName, key: string | number, message: string) {
  const [rows, audits] = [await rowCount(ctx.app, name), await auditCount(ctx.app)];
  const response = await call(ctx.app, 'DELETE', itemUrl(name, key), { token: superUser });
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({ detail: message });
  expect(await rowCount(ctx.app, name)).toBe(rows);
  expect(await auditCount(ctx.app)).toBe(audits);
}

const deleted = async (name: ConfigResourceName, key: string | number) =>
  expect((await call(ctx.app, 'DELETE', itemUrl(name, key), { token: superUser })).statusCode).toBe(204);

describe('slugs made from the name, kept on rename', () => {
  it.each([
    ['emergency-categories', 'Gas & Fumes', 'gas-fumes', 'Gas leaks'],
    ['dispute-types', 'Refuse Charges', 'refuse-charges', 'Waste collection charges'],
    ['council-members', 'José Álvarez', 'jose-alvarez', 'José Álvarez-Ruiz'],
  ] as const)('%s', async (name, itemName, slug, renamed) => {
    const first = await create(name, { name: itemName });
    expect(first.slug).toBe(slug);
    expect((await create(name, { name: itemName.toUpperCase() })).slug).toBe(`${slug}-2`);
    const response = await call(ctx.app, 'PATCH', itemUrl(name, slug), { token: superUser, body: { name: renamed } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ slug, name: renamed });
    expect((await call(ctx.app, 'GET', itemUrl(name, slug), { token: superUser })).json().name).toBe(renamed);
    // The slug is not input: it cannot be set either.
    const refused = await call(ctx.app, 'PATCH', itemUrl(name, slug), { token: superUser, body: { slug: 'other' } });
    expect(refused.statusCode).toBe(400);
  });

  it('keys the seeded ones by the slugs of their public URLs', async () => {
    expect((await call(ctx.app, 'GET', itemUrl('emergency-categories', 'water'), { token: superUser })).json().name).toBe(
      'Water and sewer',
    );
    expect((await call(ctx.app, 'GET', itemUrl('dispute-types', 'water-billing'), { token: superUser })).json().name).toBe('Water bill');
    expect((await call(ctx.app, 'GET', itemUrl('council-members', 'maria-gonzalez'), { token: superUser })).statusCode).toBe(200);
  });

  it('makes a subcategory’s slug unique within its category only, and keeps it on rename', async () => {
    const [a, b] = [await create('emergency-categories', { name: 'Heat' }), await create('emergency-categories', { name: 'Cold' })];
    const first = await create('emergency-subcategories', { category_id: a.id, name: 'Outage' });
    const second = await create('emergency-subcategories', { category_id: a.id, name: 'outage!' });
    const other = await create('emergency-subcategories', { category_id: b.id, name: 'Outage' });
    expect([first.slug, second.slug, other.slug]).toEqual(['outage', 'outage-2', 'outage']);
    const renamed = await call(ctx.app, 'PATCH', itemUrl('emergency-subcategories', first.id), {
      token: superUser,
      body: { name: 'Cooling failure' },
    });
    expect(renamed.json()).toMatchObject({ slug: 'outage', name: 'Cooling failure' });
    // Public: /emergencies/heat/outage/.
    const page = await call(ctx.app, 'GET', `/api/emergencies/${a.slug}/outage/`, { token: resident });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().name).toBe('Cooling failure');
  });

  it('keeps a council member’s portrait when other fields change, and removes it on request', async () => {
    await ctx.app.db.update(councilMembers).set({ portraitUrl: '/media/portraits/david.jpg' }).where(eq(councilMembers.slug, 'david-chen'));
    const response = await call(ctx.app, 'PATCH', itemUrl('council-members', 'david-chen'), {
      token: superUser,
      body: { role: 'Deputy Mayor', email: '', phone: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ role: 'Deputy Mayor', email: null, phone: null, portrait_url: '/media/portraits/david.jpg' });
    const portrait = await call(ctx.app, 'PATCH', itemUrl('council-members', 'david-chen'), {
      token: superUser,
      body: { portrait_url: null },
    });
    expect(portrait.statusCode, portrait.body).toBe(200);
    const [row] = await ctx.app.db.select().from(councilMembers).where(eq(councilMembers.slug, 'david-chen'));
    expect(row?.portraitUrl).toBeNull();
  });
});

describe('nested lists filtered by their parent', () => {
  it('lists the subcategories of one category, and the options of one subcategory', async () => {
    const water = (await call(ctx.app, 'GET', itemUrl('emergency-categories', 'water'), { token: superUser })).json();
    const subcategories = await list('emergency-subcategories', `&category_id=${water.id}`);
    expect(subcategories.map((s) => s.slug)).toEqual(['burst-main', 'no-water', 'sewer-backup']);
    expect(subcategories.every((s) => s.category_id === water.id)).toBe(true);
    expect((await list('emergency-subcategories')).length).toBeGreaterThan(subcategories.length);

    const burst = subcategories[0]!;
    const options = await list('emergency-subcategory-options', `&subcategory_id=${burst.id}`);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.subcategory_id === burst.id)).toBe(true);
    expect((await list('emergency-subcategory-options')).length).toBeGreaterThan(options.length);
  });

  it('lists the criteria of one dispute type', async () => {
    const type = (await call(ctx.app, 'GET', itemUrl('dispute-types', 'electricity-billing'), { token: superUser })).json();
    const criteria = await list('dispute-criteria', `&dispute_type_id=${type.id}`);
    expect(criteria.map((c) => c.question)).toEqual([
      'Was the meter read on site?',
      'Did your household change during the billing period (people, appliances)?',
    ]);
    expect(criteria.map((c) => c.required)).toEqual([true, false]);
  });

  it('refuses a parent that does not exist, and a bad filter', async () => {
    const response = await call(ctx.app, 'POST', listUrl('emergency-subcategory-options'), {
      token: superUser,
      body: { ...validInput('emergency-subcategory-options', { 'emergency-subcategories': 999_999 }) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ subcategory_id: ['Choose an emergency subcategory that exists.'] });
    const filter = await call(ctx.app, 'GET', `${listUrl('dispute-criteria')}?dispute_type_id=abc`, { token: superUser });
    expect(filter.statusCode).toBe(400);
    expect(Object.keys(filter.json().errors)).toEqual(['dispute_type_id']);
  });

  it('stores an option’s empty phone and link as null', async () => {
    const [subcategory] = await list('emergency-subcategories');
    const option = await create('emergency-subcategory-options', { subcategory_id: subcategory!.id, phone: '', url: '' });
    expect(option).toMatchObject({ phone: null, url: null });
  });
});

describe('deleting what is still in use', () => {
  it('refuses a category with subcategories, then deletes it once they are gone', async () => {
    const category = await create('emergency-categories', { name: 'Landslides' });
    const sub = await create('emergency-subcategories', { category_id: category.id, name: 'Road blocked' });
    await create('emergency-subcategories', { category_id: category.id, name: 'House at risk' });
    await refusedInUse('emergency-categories', String(category.slug), inUseMessage('emergency category', ['2 subcategories']));

    const option = await create('emergency-subcategory-options', { subcategory_id: sub.id, name: 'Call roads' });
    await refusedInUse('emergency-subcategories', sub.id, inUseMessage('emergency subcategory', ['1 option']));
    await deleted('emergency-subcategory-options', option.id);
    for (const s of await list('emergency-subcategories', `&category_id=${category.id}`)) await deleted('emergency-subcategories', s.id);
    await deleted('emergency-categories', String(category.slug));
  });

  it('refuses a seeded category', async () => {
    await refusedInUse('emergency-categories', 'water', inUseMessage('emergency category', ['3 subcategories']));
  });

  it('refuses a dispute type with criteria, and one with disputes', async () => {
    const type = await create('dispute-types', { name: 'Sewer charges' });
    const criterion = await create('dispute-criteria', { dispute_type_id: type.id, question: 'Is your property connected to the sewer?' });
    await refusedInUse('dispute-types', String(type.slug), inUseMessage('dispute type', ['1 criterion']));

    // A dispute lodged under it, answering the criterion.
    const [someone] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, RESIDENT.email));
    const [dispute] = await ctx.app.db
      .insert(disputes)
      .values({
        reference: 'DSP-TEST-000001',
        userId: someone!.id,
        disputeTypeId: type.id,
        propertyLabel: '1 Test Street',
        billingPeriod: '2026-01',
        amountDisputedCents: 1000,
        description: 'A test dispute.',
      })
      .returning({ id: disputes.id });
    await ctx.app.db
      .insert(disputeAnswers)
      .values({ disputeId: dispute!.id, criterionId: criterion.id, question: 'Connected?', answer: 'No' });
    await refusedInUse('dispute-types', String(type.slug), inUseMessage('dispute type', ['1 dispute', '1 criterion']));
    await refusedInUse('dispute-criteria', criterion.id, inUseMessage('dispute criterion', ['1 dispute answer']));
  });

  it('deletes an unused criterion, emergency contact and council member', async () => {
    const type = await create('dispute-types', { name: 'Parking fines' });
    const criterion = await create('dispute-criteria', { dispute_type_id: type.id });
    await deleted('dispute-criteria', criterion.id);
    await deleted('dispute-types', String(type.slug));
    const contact = await create('emergency-contacts', { name: 'Gas company' });
    await deleted('emergency-contacts', contact.id);
    await deleted('council-members', String((await create('council-members', { name: 'Pat Former' })).slug));
  });
});

describe('municipal request types', () => {
  it('seeds the demo types in order, with their departments', async () => {
    const types = await list('municipal-request-types');
    expect(types.map((t) => t.name)).toEqual(DEMO_MUNICIPAL_REQUEST_TYPES.map((t) => t.name));
    const publicWorks = (await call(ctx.app, 'GET', itemUrl('departments', 'public-works'), { token: superUser })).json();
    expect(types[0]!.department_id).toBe(publicWorks.id);
  });

  it('creates one with a department, and refuses deleting that department', async () => {
    const department = (
      await call(ctx.app, 'POST', listUrl('departments'), {
        token: superUser,
        body: { ...validInput('departments'), name: 'Code Enforcement' },
      })
    ).json();
    const type = await create('municipal-request-types', { name: 'Overgrown lot', department_id: department.id });
    expect(type).toMatchObject({ name: 'Overgrown lot', department_id: department.id, is_active: true });
    await refusedInUse('departments', department.slug, inUseMessage('department', ['1 municipal request type']));

    // Unassigned, the department can go.
    const cleared = await call(ctx.app, 'PATCH', itemUrl('municipal-request-types', type.id), {
      token: superUser,
      body: { department_id: null },
    });
    expect(cleared.json().department_id).toBeNull();
    await deleted('departments', department.slug);
  });

  it('refuses a duplicate name ignoring case, and an unknown department', async () => {
    const duplicate = await call(ctx.app, 'POST', listUrl('municipal-request-types'), {
      token: superUser,
      body: { ...validInput('municipal-request-types', { departments: 1 }), name: 'TREE trimming' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ name: ['A municipal request type with this name already exists.'] });
    const unknown = await call(ctx.app, 'POST', listUrl('municipal-request-types'), {
      token: superUser,
      body: { ...validInput('municipal-request-types', { departments: 999_999 }) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ department_id: ['Choose a department that exists.'] });
  });

  it('takes the form’s empty department choice (NaN) as none', () => {
    const input = CONFIG_SCHEMAS['municipal-request-types'].input;
    expect(input.shape.department_id.parse(Number.NaN)).toBeNull();
    expect(input.shape.department_id.safeParse('many').success).toBe(false);
  });

  it('is for super users and admins, not residents', async () => {
    expect((await call(ctx.app, 'GET', listUrl('municipal-request-types'), { token: admin })).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', listUrl('municipal-request-types'), { token: resident })).statusCode).toBe(403);
  });
});

describe('inactive items stay hidden from residents', () => {
  it('hides a deactivated emergency contact, category, dispute type and council member', async () => {
    const patch = (name: ConfigResourceName, key: string | number) =>
      call(ctx.app, 'PATCH', itemUrl(name, key), { token: superUser, body: { is_active: false } });
    const [contact] = await list('emergency-contacts', '&search=Poison');
    expect((await patch('emergency-contacts', contact!.id)).statusCode).toBe(200);
    expect((await patch('emergency-categories', 'storms')).statusCode).toBe(200);
    expect((await patch('dispute-types', 'property-rates')).statusCode).toBe(200);
    expect((await patch('council-members', 'linh-nguyen')).statusCode).toBe(200);

    const get = async (url: string) => (await call(ctx.app, 'GET', url, { token: resident })).json();
    const contacts = await get('/api/support/emergency-contacts/');
    expect(JSON.stringify(contacts)).not.toContain('Poison control');
    expect((await get('/api/emergencies/')).map((c: { slug: string }) => c.slug)).not.toContain('storms');
    expect((await call(ctx.app, 'GET', '/api/emergencies/storms/', { token: resident })).statusCode).toBe(404);
    expect((await get('/api/dispute-types/')).map((t: { slug: string }) => t.slug)).not.toContain('property-rates');
    expect((await get('/api/council-members/')).map((m: { slug: string }) => m.slug)).not.toContain('linh-nguyen');
  });
});
