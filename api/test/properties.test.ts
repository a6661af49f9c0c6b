import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { PROPERTY_REFERENCE_MESSAGES, propertySchema, referenceItemSchema, suburbSchema } from '@portal/shared/contracts';

import { waterMeterTypes } from '../src/db/schema';
import { call, inEnglish, login, register, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let resident: string;
let neighbour: string;
/** Reference ids by name, read through the public lists. */
const ids = {
  town: {} as Record<string, number>,
  suburb: {} as Record<string, number>,
  water: {} as Record<string, number>,
  electrical: {} as Record<string, number>,
};

beforeAll(async () => {
  ctx = await startTestApp();
  resident = await login(ctx.app, RESIDENT);
  neighbour = await register(ctx.app, 'neighbour@example.org', 'quiet-orchard-39');
  const read = async <T extends { id: number; name: string }>(url: string, schema: z.ZodType<T[]>) =>
    Object.fromEntries(schema.parse((await call(ctx.app, 'GET', url)).json()).map((item) => [item.name, item.id]));
  ids.town = await read('/api/reference/towns/', z.array(referenceItemSchema));
  ids.suburb = await read('/api/reference/suburbs/', z.array(suburbSchema));
  ids.water = await read('/api/reference/water-meter-types/', z.array(referenceItemSchema));
  ids.electrical = await read('/api/reference/electrical-meter-types/', z.array(referenceItemSchema));
});
afterAll(() => ctx?.close());

const URL = '/api/users/properties/';
const properties = z.array(propertySchema);

function input(overrides: Record<string, unknown> = {}) {
  return {
    address_line1: '9 Lakeshore Drive',
    address_line2: 'Apt 2B',
    town_id: ids.town.Fairview,
    suburb_id: ids.suburb.Lakeside,
    postal_code: '04418-1120',
    ownership: 'tenant',
    water_meter_type_id: ids.water.Ultrasonic,
    water_meter_number: 'WM-0001',
    electrical_meter_type_id: null,
    electrical_meter_number: null,
    ...overrides,
  };
}

describe('the demo resident', () => {
  it('has one property, with the names of what it references', async () => {
    const response = await call(ctx.app, 'GET', URL, { token: resident });
    expect(response.statusCode).toBe(200);
    const list = properties.parse(response.json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      address_line1: '214 Maple Avenue',
      address_line2: null,
      town: 'Brookfield',
      suburb: 'Elm Park',
      postal_code: '04412',
      ownership: 'owner',
      water_meter_type: 'Multi-jet',
      water_meter_number: 'WM-3308172',
      electrical_meter_type: 'Single-phase smart meter',
      electrical_meter_number: 'EM-77120459',
    });
  });
});

describe('/api/users/properties/', () => {
  let created: z.infer<typeof propertySchema>;

  it('creates a property', async () => {
    const response = await call(ctx.app, 'POST', URL, { token: neighbour, body: input() });
    expect(response.statusCode).toBe(201);
    created = propertySchema.parse(response.json());
    expect(created).toMatchObject({
      address_line1: '9 Lakeshore Drive',
      address_line2: 'Apt 2B',
      town: 'Fairview',
      suburb: 'Lakeside',
      postal_code: '04418-1120',
      ownership: 'tenant',
      water_meter_type: 'Ultrasonic',
      water_meter_number: 'WM-0001',
      electrical_meter_type_id: null,
      electrical_meter_type: null,
      electrical_meter_number: null,
    });
  });

  it('reads it back, alone and in the list', async () => {
    const one = await call(ctx.app, 'GET', `${URL}${created.id}/`, { token: neighbour });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);
    expect(properties.parse((await call(ctx.app, 'GET', URL, { token: neighbour })).json())).toEqual([created]);
  });

  it('replaces it on PATCH, blanks becoming null', async () => {
    const body = input({
      address_line2: '   ',
      town_id: ids.town.Millbrook,
      suburb_id: ids.suburb['Pine Ridge'],
      water_meter_type_id: null,
      water_meter_number: '',
      electrical_meter_type_id: ids.electrical['Prepaid meter'],
      electrical_meter_number: 'EM-5521',
    });
    const response = await call(ctx.app, 'PATCH', `${URL}${created.id}/`, { token: neighbour, body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      address_line2: null,
      town: 'Millbrook',
      suburb: 'Pine Ridge',
      water_meter_type_id: null,
      water_meter_number: null,
      electrical_meter_type: 'Prepaid meter',
      electrical_meter_number: 'EM-5521',
      created_at: created.created_at,
    });
  });

  it("keeps each person to their own: another's property is not found", async () => {
    const [own] = properties.parse((await call(ctx.app, 'GET', URL, { token: resident })).json());
    const theirs = properties.parse((await call(ctx.app, 'GET', URL, { token: neighbour })).json());
    expect(theirs.map((property) => property.id)).toEqual([created.id]);
    for (const [method, body] of [['GET'], ['PATCH', input()], ['DELETE']] as const) {
      const response = await call(ctx.app, method, `${URL}${own!.id}/`, { token: neighbour, body });
      expect([method, response.statusCode, response.json()]).toEqual([method, 404, { detail: 'Not found.' }]);
    }
    expect((await call(ctx.app, 'GET', `${URL}${own!.id}/`, { token: resident })).json()).toEqual(own);
  });

  it('deletes it', async () => {
    const response = await call(ctx.app, 'DELETE', `${URL}${created.id}/`, { token: neighbour });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call(ctx.app, 'GET', `${URL}${created.id}/`, { token: neighbour })).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `${URL}${created.id}/`, { token: neighbour })).statusCode).toBe(404);
  });
});

describe('checks on a property', () => {
  const refused = async (body: object, method: 'POST' | 'PATCH' = 'POST', url = URL) => {
    const response = await call(ctx.app, method, url, { token: neighbour, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Invalid input.');
    return response.json().errors;
  };

  it('wants the suburb to lie in the chosen town', async () => {
    expect(await refused(input({ suburb_id: ids.suburb.Downtown }))).toEqual({
      suburb_id: [inEnglish(PROPERTY_REFERENCE_MESSAGES.suburb_not_in_town)],
    });
  });

  it('names each reference that does not exist', async () => {
    expect(
      await refused(
        input({
          town_id: 999_999,
          suburb_id: 999_998,
          water_meter_type_id: 999_997,
          electrical_meter_type_id: 999_996,
          electrical_meter_number: 'E1',
        }),
      ),
    ).toEqual({
      town_id: ['Choose a town.'],
      suburb_id: ['Choose a suburb.'],
      water_meter_type_id: ['Choose a water meter type.'],
      electrical_meter_type_id: ['Choose an electrical meter type.'],
    });
    expect(await refused(input({ town_id: 999_999 }))).toEqual({ town_id: ['Choose a town.'] });
  });

  it('refuses ids past the database integer range instead of failing', async () => {
    expect(await refused(input({ town_id: 2 ** 31 }))).toEqual({ town_id: ['Choose a town.'] });
    const response = await call(ctx.app, 'GET', `${URL}${2 ** 31}/`, { token: neighbour });
    expect(response.statusCode).toBe(400);
    expect((await call(ctx.app, 'GET', `${URL}first/`, { token: neighbour })).statusCode).toBe(400);
  });

  it('needs a meter number when a meter type is given', async () => {
    expect(await refused(input({ water_meter_number: null }))).toEqual({ water_meter_number: ['Enter the water meter number.'] });
    expect(await refused(input({ electrical_meter_type_id: ids.electrical['Prepaid meter'], electrical_meter_number: '  ' }))).toEqual({
      electrical_meter_number: ['Enter the electrical meter number.'],
    });
  });

  it('refuses fields it does not know, and missing ones', async () => {
    expect(await refused(input({ is_verified: true }))).toEqual({ is_verified: ['Unknown field.'] });
    const { address_line1: _omitted, ...rest } = input();
    expect(await refused(rest)).toEqual({ address_line1: ['Enter the street address.'] });
  });

  it('offers no retired meter type, but lets a property keep the one it has', async () => {
    const [home] = properties.parse((await call(ctx.app, 'GET', URL, { token: resident })).json());
    await ctx.app.db.update(waterMeterTypes).set({ isActive: false }).where(eq(waterMeterTypes.name, 'Multi-jet'));
    expect(await refused(input({ water_meter_type_id: ids.water['Multi-jet'] }))).toEqual({
      water_meter_type_id: ['Choose a water meter type.'],
    });
    const kept = await call(ctx.app, 'PATCH', `${URL}${home!.id}/`, {
      token: resident,
      body: input({ water_meter_type_id: home!.water_meter_type_id, water_meter_number: 'WM-3308172' }),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().water_meter_type).toBe('Multi-jet');
  });

  it('needs a login, and the XSRF pair to change anything', async () => {
    expect((await call(ctx.app, 'GET', URL)).statusCode).toBe(401);
    expect((await call(ctx.app, 'POST', URL, { body: input() })).statusCode).toBe(401);
    expect((await call(ctx.app, 'POST', URL, { token: neighbour, body: input(), xsrf: false })).statusCode).toBe(403);
  });
});
