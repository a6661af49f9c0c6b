import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { emergencyCategoryDetailSchema, emergencyCategorySchema, emergencySubcategoryDetailSchema } from '@portal/shared/contracts';

import { emergencyCategories, emergencySubcategories, emergencySubcategoryOptions } from '../src/db/schema';
import { call, login, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let resident: string;
beforeAll(async () => {
  ctx = await startTestApp();
  resident = await login(ctx.app, RESIDENT);
});
afterAll(() => ctx?.close());

const get = (url: string) => call(ctx.app, 'GET', url, { token: resident });

async function expectNotFound(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(404);
  expect(response.json(), url).toEqual({ detail: 'Not found.' });
}

describe('/api/emergencies/', () => {
  it('needs a login, on every level', async () => {
    for (const url of ['/api/emergencies/', '/api/emergencies/water/', '/api/emergencies/water/burst-main/', '/api/emergencies/nope/']) {
      const response = await call(ctx.app, 'GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('lists the categories in order', async () => {
    const response = await get('/api/emergencies/');
    expect(response.statusCode).toBe(200);
    const categories = z.array(emergencyCategorySchema).parse(response.json());
    expect(categories.map((c) => [c.slug, c.name])).toEqual([
      ['water', 'Water and sewer'],
      ['power', 'Power outages'],
      ['storms', 'Severe weather'],
    ]);
  });

  it('shows a category with its subcategories', async () => {
    const response = await get('/api/emergencies/water/');
    expect(response.statusCode).toBe(200);
    const water = emergencyCategoryDetailSchema.parse(response.json());
    expect(water).toMatchObject({ slug: 'water', name: 'Water and sewer' });
    expect(water.subcategories.map((s) => [s.slug, s.name])).toEqual([
      ['burst-main', 'Burst water main'],
      ['no-water', 'No water supply'],
      ['sewer-backup', 'Sewer backup'],
    ]);
    const power = emergencyCategoryDetailSchema.parse((await get('/api/emergencies/power/')).json());
    expect(power.subcategories.map((s) => s.slug)).toEqual(['downed-lines', 'outage']);
    const storms = emergencyCategoryDetailSchema.parse((await get('/api/emergencies/storms/')).json());
    expect(storms.subcategories.map((s) => s.slug)).toEqual(['flooding', 'winter-storm']);
  });

  it('shows a subcategory with its category and what to do', async () => {
    const response = await get('/api/emergencies/water/burst-main/');
    expect(response.statusCode).toBe(200);
    const burst = emergencySubcategoryDetailSchema.parse(response.json());
    expect(burst).toMatchObject({ slug: 'burst-main', name: 'Burst water main', category: { slug: 'water', name: 'Water and sewer' } });
    expect(burst.options.length).toBeGreaterThanOrEqual(2);
    expect(burst.options[0]).toMatchObject({ phone: '(555) 010-0122', url: null });
    expect(burst.options.some((option) => option.url?.startsWith('https://'))).toBe(true);
    expect(burst.options.every((option) => option.description.length > 20)).toBe(true);
  });

  it('gives every demo subcategory two or three options, most with a phone', async () => {
    const categories = z.array(emergencyCategorySchema).parse((await get('/api/emergencies/')).json());
    let options = 0;
    let withPhone = 0;
    for (const category of categories) {
      const detail = emergencyCategoryDetailSchema.parse((await get(`/api/emergencies/${category.slug}/`)).json());
      for (const sub of detail.subcategories) {
        const page = emergencySubcategoryDetailSchema.parse((await get(`/api/emergencies/${category.slug}/${sub.slug}/`)).json());
        expect(page.options.length, sub.slug).toBeGreaterThanOrEqual(2);
        expect(page.options.length, sub.slug).toBeLessThanOrEqual(3);
        options += page.options.length;
        withPhone += page.options.filter((option) => option.phone).length;
      }
    }
    expect(withPhone / options).toBeGreaterThan(0.5);
  });

  it('answers 404 for unknown slugs, and for a subcategory under another category', async () => {
    await expectNotFound('/api/emergencies/no-such-thing/');
    await expectNotFound('/api/emergencies/water/no-such-thing/');
    await expectNotFound('/api/emergencies/no-such-thing/burst-main/');
    await expectNotFound('/api/emergencies/power/burst-main/');
    await expectNotFound('/api/emergencies/Water/');
  });

  it('hides what is inactive', async () => {
    const db = ctx.app.db;
    const [sewer] = await db
      .update(emergencySubcategories)
      .set({ isActive: false })
      .where(eq(emergencySubcategories.slug, 'sewer-backup'))
      .returning();
    expect(sewer).toBeDefined();
    const water = emergencyCategoryDetailSchema.parse((await get('/api/emergencies/water/')).json());
    expect(water.subcategories.map((s) => s.slug)).toEqual(['burst-main', 'no-water']);
    await expectNotFound('/api/emergencies/water/sewer-backup/');

    const before = emergencySubcategoryDetailSchema.parse((await get('/api/emergencies/water/no-water/')).json());
    await db.update(emergencySubcategoryOptions).set({ isActive: false }).where(eq(emergencySubcategoryOptions.id, before.options[0]!.id));
    const after = emergencySubcategoryDetailSchema.parse((await get('/api/emergencies/water/no-water/')).json());
    expect(after.options.map((o) => o.id)).toEqual(before.options.slice(1).map((o) => o.id));

    await db.update(emergencyCategories).set({ isActive: false }).where(eq(emergencyCategories.slug, 'storms'));
    const categories = z.array(emergencyCategorySchema).parse((await get('/api/emergencies/')).json());
    expect(categories.map((c) => c.slug)).toEqual(['water', 'power']);
    await expectNotFound('/api/emergencies/storms/');
    await expectNotFound('/api/emergencies/storms/flooding/');
  });
});
