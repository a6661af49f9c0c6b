import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inUseMessage, type ConfigResourceName } from '@portal/shared/contracts';

import { auditCount, itemUrl, listUrl, rowCount } from './configuration-helpers';
import { ADMIN, call, login, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let resident: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [admin, resident] = await Promise.all([login(ctx.app, ADMIN), login(ctx.app, RESIDENT)]);
});
afterAll(() => ctx?.close());

/** The one item of the resource with exactly this name. */
async function idOf(name: ConfigResourceName, itemName: string, extra = ''): Promise<number> {
  const page = (await call(ctx.app, 'GET', `${listUrl(name)}?search=${encodeURIComponent(itemName)}${extra}`, { token: admin })).json();
  const item = page.results.find((row: { name: string }) => row.name === itemName);
  if (!item) throw new Error(`no ${name} named ${itemName}`);
  return item.id;
}

/** Expects the delete to be refused with exactly `message`, changing and auditing nothing. */
async function refusedInUse(name: ConfigResourceName, id: number, message: string) {
  const [rows, audits] = [await rowCount(ctx.app, name), await auditCount(ctx.app)];
  const response = await call(ctx.app, 'DELETE', itemUrl(name, id), { token: admin });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ detail: message });
  expect(await rowCount(ctx.app, name)).toBe(rows);
  expect(await auditCount(ctx.app)).toBe(audits);
  expect((await call(ctx.app, 'GET', itemUrl(name, id), { token: admin })).statusCode).toBe(200);
}

describe('deleting what is still in use', () => {
  it('refuses a town with suburbs, naming them', async () => {
    const town = await call(ctx.app, 'POST', listUrl('towns'), { token: admin, body: { name: 'Cedar Falls' } });
    const townId = town.json().id;
    for (const suburb of ['North', 'South', 'East']) {
      const created = await call(ctx.app, 'POST', listUrl('suburbs'), { token: admin, body: { town_id: townId, name: suburb } });
      expect(created.statusCode).toBe(201);
    }
    await refusedInUse('towns', townId, inUseMessage('town', ['3 suburbs']));
  });

  it('names suburbs and properties for the resident’s town', async () => {
    const townId = await idOf('towns', 'Brookfield');
    await refusedInUse('towns', townId, inUseMessage('town', ['4 suburbs', '1 property']));
    expect(inUseMessage('town', ['4 suburbs', '1 property'])).toBe(
      'This town is still used by 4 suburbs and 1 property. Change or remove those first, or deactivate it instead.',
    );
  });

  it('refuses a suburb used by a property', async () => {
    await refusedInUse('suburbs', await idOf('suburbs', 'Elm Park'), inUseMessage('suburb', ['1 property']));
  });

  it('refuses moving that suburb to another town (the property would no longer match)', async () => {
    const suburbId = await idOf('suburbs', 'Elm Park');
    const otherTown = await idOf('towns', 'Fairview');
    const response = await call(ctx.app, 'PATCH', itemUrl('suburbs', suburbId), { token: admin, body: { town_id: otherTown } });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(inUseMessage('suburb', ['other records']));
  });

  it('refuses the meter types of the resident’s property', async () => {
    await refusedInUse('water-meter-types', await idOf('water-meter-types', 'Multi-jet'), inUseMessage('water meter type', ['1 property']));
    await refusedInUse(
      'electrical-meter-types',
      await idOf('electrical-meter-types', 'Single-phase smart meter'),
      inUseMessage('electrical meter type', ['1 property']),
    );
  });

  it('refuses a complaint type a complaint was lodged under', async () => {
    const typeId = await idOf('complaint-types', 'Graffiti');
    const lodged = await call(ctx.app, 'POST', '/api/complaints/', {
      token: resident,
      body: { complaint_type_id: typeId, description: 'Tags on the bus shelter at Maple and 3rd.', address: 'Maple Avenue and 3rd Street' },
    });
    expect(lodged.statusCode, lodged.body).toBe(201);
    await refusedInUse('complaint-types', typeId, inUseMessage('complaint type', ['1 complaint']));
  });
});

describe('deleting what is not in use', () => {
  it.each([
    ['towns', 'Millbrook'],
    ['suburbs', 'Old Town'],
    ['water-meter-types', 'Ultrasonic'],
    ['electrical-meter-types', 'Prepaid meter'],
    ['complaint-types', 'Noise'],
  ] as const)('deletes an unused one of %s (%s) with 204', async (name, itemName) => {
    let id = await idOf(name, itemName);
    if (name === 'towns') {
      // Its suburbs go first; then the town is free.
      const suburbs = (await call(ctx.app, 'GET', `${listUrl('suburbs')}?town_id=${id}`, { token: admin })).json();
      for (const suburb of suburbs.results) {
        expect((await call(ctx.app, 'DELETE', itemUrl('suburbs', suburb.id), { token: admin })).statusCode).toBe(204);
      }
      id = await idOf(name, itemName);
    }
    const rows = await rowCount(ctx.app, name);
    const response = await call(ctx.app, 'DELETE', itemUrl(name, id), { token: admin });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await rowCount(ctx.app, name)).toBe(rows - 1);
    expect((await call(ctx.app, 'GET', itemUrl(name, id), { token: admin })).statusCode).toBe(404);
  });

  it('deletes a department by its slug', async () => {
    const response = await call(ctx.app, 'DELETE', itemUrl('departments', 'finance'), { token: admin });
    expect(response.statusCode).toBe(204);
    expect((await call(ctx.app, 'GET', itemUrl('departments', 'finance'), { token: admin })).statusCode).toBe(404);
  });
});
