import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { referenceItemSchema, suburbSchema } from '@portal/shared/contracts';

import { waterMeterTypes } from '../src/db/schema';
import { call, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const items = z.array(referenceItemSchema);
const suburbList = z.array(suburbSchema);

async function list<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  // Public: no token, as on the register page.
  const response = await call(ctx.app, 'GET', url);
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json());
}

describe('GET /api/reference/…', () => {
  it('lists towns by name, as a plain array', async () => {
    const towns = await list('/api/reference/towns/', items);
    expect(towns.map((town) => town.name)).toEqual(['Brookfield', 'Fairview', 'Millbrook']);
  });

  it("lists one town's suburbs by name", async () => {
    const towns = await list('/api/reference/towns/', items);
    const fairview = towns.find((town) => town.name === 'Fairview')!;
    const suburbs = await list(`/api/reference/suburbs/?town_id=${fairview.id}`, suburbList);
    expect(suburbs.map((suburb) => suburb.name)).toEqual(['Hillcrest', 'Lakeside', 'Old Town']);
    expect(suburbs.every((suburb) => suburb.town_id === fairview.id)).toBe(true);
  });

  it('lists every suburb without a town, and none for an unknown town', async () => {
    const all = await list('/api/reference/suburbs/', suburbList);
    expect(all).toHaveLength(11);
    expect(all.map((suburb) => suburb.name)).toEqual([...all.map((suburb) => suburb.name)].sort());
    expect(await list('/api/reference/suburbs/?town_id=999999', suburbList)).toEqual([]);
  });

  it('refuses a town_id that is not an id', async () => {
    for (const value of ['abc', '0', '99999999999']) {
      const response = await call(ctx.app, 'GET', `/api/reference/suburbs/?town_id=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(Object.keys(response.json().errors), value).toEqual(['town_id']);
    }
  });

  it('lists the meter types that can be chosen, by name', async () => {
    expect((await list('/api/reference/water-meter-types/', items)).map((type) => type.name)).toEqual([
      'Electromagnetic',
      'Multi-jet',
      'Positive displacement',
      'Ultrasonic',
    ]);
    expect((await list('/api/reference/electrical-meter-types/', items)).map((type) => type.name)).toEqual([
      'Electromechanical meter',
      'Prepaid meter',
      'Single-phase smart meter',
      'Three-phase smart meter',
    ]);
  });

  it('leaves retired meter types out', async () => {
    await ctx.app.db.update(waterMeterTypes).set({ isActive: false }).where(eq(waterMeterTypes.name, 'Electromagnetic'));
    const names = (await list('/api/reference/water-meter-types/', items)).map((type) => type.name);
    expect(names).toEqual(['Multi-jet', 'Positive displacement', 'Ultrasonic']);
  });
});
