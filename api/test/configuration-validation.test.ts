import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONFIG_RESOURCES, CONFIG_SCHEMAS, type ConfigField, type ConfigResourceName } from '@portal/shared/contracts';

import {
  auditCount,
  itemUrl,
  keyOf,
  LISTED_NAMES,
  listUrl,
  referenceIds,
  rowCount,
  SINGLE_NAMES,
  validInput,
  wrongValue,
} from './configuration-helpers';
import { ADMIN, call, login, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let refs: Record<string, number> = {};
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await login(ctx.app, ADMIN);
  refs = await referenceIds(ctx.app, admin);
});
afterAll(() => ctx?.close());

const fieldsOf = (name: ConfigResourceName) => CONFIG_RESOURCES[name].fields as readonly ConfigField[];
const requiredFields = (name: ConfigResourceName) =>
  Object.entries(CONFIG_SCHEMAS[name].input.shape)
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([field]) => field)
    .sort();

/** Posts (or patches) the body and expects 400 with errors on exactly `fields`, nothing stored or audited. */
async function refused(name: ConfigResourceName, method: 'POST' | 'PATCH', url: string, body: unknown, fields: string[]) {
  const [rows, audits] = [await rowCount(ctx.app, name), await auditCount(ctx.app)];
  const response = await call(ctx.app, method, url, { token: admin, body });
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json<{ detail: string; errors: Record<string, string[]> }>();
  expect(answer.detail).toBe('Invalid input.');
  expect(Object.keys(answer.errors).sort()).toEqual([...fields].sort());
  for (const messages of Object.values(answer.errors)) expect(messages.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
  expect(await rowCount(ctx.app, name)).toBe(rows);
  expect(await auditCount(ctx.app)).toBe(audits);
  return answer.errors;
}

const textsOf = (name: ConfigResourceName) =>
  fieldsOf(name)
    .filter((field) => ['text', 'textarea', 'tel'].includes(field.kind))
    .map((field) => field.name);
/** Longer than any text field allows (articles take 20,000 characters). */
const LONG = 'x'.repeat(30_000);

describe.each(LISTED_NAMES)('validation of %s', (name) => {
  it('refuses a body missing its required fields', async () => {
    await refused(name, 'POST', listUrl(name), {}, requiredFields(name));
  });

  it('refuses every field of the wrong type', async () => {
    const body = Object.fromEntries(fieldsOf(name).map((field) => [field.name, wrongValue(field)]));
    await refused(
      name,
      'POST',
      listUrl(name),
      body,
      fieldsOf(name).map((field) => field.name),
    );
  });

  it('refuses an unknown field, on create and update', async () => {
    const errors = await refused(name, 'POST', listUrl(name), { ...validInput(name, refs), colour: 'red' }, ['colour']);
    expect(errors.colour).toEqual(['Unknown field.']);
    const created = await call(ctx.app, 'POST', listUrl(name), { token: admin, body: validInput(name, refs) });
    expect(created.statusCode).toBe(201);
    const url = itemUrl(name, keyOf(name, created.json()));
    await refused(name, 'PATCH', url, { id: 99, colour: 'red' }, ['id', 'colour']);
    expect((await call(ctx.app, 'GET', url, { token: admin })).json()).toEqual(created.json());
  });

  it('refuses 30,000-character texts', async () => {
    const texts = textsOf(name);
    expect(texts.length).toBeGreaterThan(0);
    const body = { ...validInput(name, refs), ...Object.fromEntries(texts.map((field) => [field, LONG])) };
    await refused(name, 'POST', listUrl(name), body, texts);
  });

  it('refuses an ordering the list does not offer, and takes its default either way', async () => {
    const response = await call(ctx.app, 'GET', `${listUrl(name)}?ordering=updated_at`, { token: admin });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['ordering']);
    const field = CONFIG_RESOURCES[name].defaultOrdering.replace(/^-/, '');
    for (const ordering of [field, `-${field}`]) {
      expect((await call(ctx.app, 'GET', `${listUrl(name)}?ordering=${ordering}`, { token: admin })).statusCode).toBe(200);
    }
    expect((await call(ctx.app, 'GET', `${listUrl(name)}?ordering=--${field}`, { token: admin })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown key', async () => {
    const key = CONFIG_RESOURCES[name].key === 'id' ? 999_999 : 'no-such-thing';
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(ctx.app, method, itemUrl(name, key), { token: admin, ...(method === 'PATCH' ? { body: {} } : {}) });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe.each(SINGLE_NAMES)('validation of %s (one record)', (name) => {
  const url = listUrl(name);

  it('refuses every field of the wrong type', async () => {
    const body = Object.fromEntries(fieldsOf(name).map((field) => [field.name, wrongValue(field)]));
    await refused(
      name,
      'PATCH',
      url,
      body,
      fieldsOf(name).map((field) => field.name),
    );
  });

  it('refuses unknown fields and the id', async () => {
    const before = (await call(ctx.app, 'GET', url, { token: admin })).json();
    const errors = await refused(name, 'PATCH', url, { id: 2, colour: 'red' }, ['id', 'colour']);
    expect(errors.colour).toEqual(['Unknown field.']);
    expect((await call(ctx.app, 'GET', url, { token: admin })).json()).toEqual(before);
  });

  it('refuses 30,000-character texts', async () => {
    const texts = textsOf(name);
    expect(texts.length).toBeGreaterThan(0);
    await refused(name, 'PATCH', url, Object.fromEntries(texts.map((field) => [field, LONG])), texts);
  });
});

describe('duplicates and parents', () => {
  it('refuses a duplicate name, ignoring case, with a field error', async () => {
    const first = await call(ctx.app, 'POST', listUrl('towns'), { token: admin, body: { name: 'Lakeside' } });
    expect(first.statusCode).toBe(201);
    const [rows, audits] = [await rowCount(ctx.app, 'towns'), await auditCount(ctx.app)];
    const again = await call(ctx.app, 'POST', listUrl('towns'), { token: admin, body: { name: '  lakeside ' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ name: ['A town with this name already exists.'] });
    expect(await rowCount(ctx.app, 'towns')).toBe(rows);
    expect(await auditCount(ctx.app)).toBe(audits);
  });

  it('refuses renaming onto another name too', async () => {
    const a = await call(ctx.app, 'POST', listUrl('departments'), {
      token: admin,
      body: { ...validInput('departments'), name: 'Harbour Office' },
    });
    const b = await call(ctx.app, 'POST', listUrl('departments'), {
      token: admin,
      body: { ...validInput('departments'), name: 'Dock Office' },
    });
    const response = await call(ctx.app, 'PATCH', itemUrl('departments', b.json().slug), {
      token: admin,
      body: { name: 'HARBOUR office' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ name: ['A department with this name already exists.'] });
    expect((await call(ctx.app, 'GET', itemUrl('departments', b.json().slug), { token: admin })).json().name).toBe('Dock Office');
    expect(a.statusCode).toBe(201);
  });

  it('names the email field for a duplicate copy recipient', async () => {
    const body = validInput('dispute-bcc-recipients');
    expect((await call(ctx.app, 'POST', listUrl('dispute-bcc-recipients'), { token: admin, body })).statusCode).toBe(201);
    const again = await call(ctx.app, 'POST', listUrl('dispute-bcc-recipients'), {
      token: admin,
      body: { ...body, email: String(body.email).toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ email: ['A dispute copy recipient with this email already exists.'] });
  });

  it('refuses a suburb of an unknown town, on create and update', async () => {
    const rows = await rowCount(ctx.app, 'suburbs');
    const response = await call(ctx.app, 'POST', listUrl('suburbs'), { token: admin, body: { town_id: 999_999, name: 'Nowhere' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ town_id: ['Choose a town that exists.'] });
    expect(await rowCount(ctx.app, 'suburbs')).toBe(rows);
    const created = await call(ctx.app, 'POST', listUrl('suburbs'), { token: admin, body: { town_id: refs.towns, name: 'Somewhere' } });
    const moved = await call(ctx.app, 'PATCH', itemUrl('suburbs', created.json().id), { token: admin, body: { town_id: 999_999 } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ town_id: ['Choose a town that exists.'] });
  });

  it('refuses a bad parent filter', async () => {
    const response = await call(ctx.app, 'GET', `${listUrl('suburbs')}?town_id=abc`, { token: admin });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['town_id']);
  });
});
