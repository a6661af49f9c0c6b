import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_BODY_ENTRIES, MAX_FIELD_ERRORS, TOO_MANY_ENTRIES } from '../src/plugins/app/error-handler';
import { call, login, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let resident: string;
beforeAll(async () => {
  ctx = await startTestApp();
  resident = await login(ctx.app, RESIDENT);
});
afterAll(() => ctx?.close());

const PROFILE = '/api/users/profile/';
const patchProfile = (body: unknown) => call(ctx.app, 'PATCH', PROFILE, { token: resident, body });

/** A body of `n` keys no schema knows: 70,000 of them make about 760 KB, as an outside probe sent. */
const unknownKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`x${i}`, 1]));

type ErrorBody = { detail: string; errors: Record<string, string[]> };

describe('bodies with many problems', () => {
  it('refuses 70,000 unknown keys with a short 400 before any schema reads them', async () => {
    const response = await patchProfile(unknownKeys(70_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: TOO_MANY_ENTRIES, errors: { non_field_errors: [TOO_MANY_ENTRIES] } });
    expect(response.body.length).toBeLessThan(1_000);
  });

  it('counts keys and array items at every level, and refuses one past the limit', async () => {
    const items = await patchProfile({ first_name: Array.from({ length: MAX_BODY_ENTRIES }, () => 0) });
    expect(items.json<ErrorBody>().detail).toBe(TOO_MANY_ENTRIES);
    const nested = await patchProfile({ first_name: { deeper: unknownKeys(MAX_BODY_ENTRIES - 1) } });
    expect(nested.json<ErrorBody>().detail).toBe(TOO_MANY_ENTRIES);
    // Right at the limit the body is read, and its problems reported as usual.
    const atLimit = await patchProfile(unknownKeys(MAX_BODY_ENTRIES));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json<ErrorBody>().detail).not.toBe(TOO_MANY_ENTRIES);
  });

  it(`lists at most ${MAX_FIELD_ERRORS} fields, and says how many more had errors`, async () => {
    const response = await patchProfile({ ...unknownKeys(500), first_name: 5 });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(Object.keys(body.errors)).toHaveLength(MAX_FIELD_ERRORS);
    expect(body.errors.x0).toEqual(['Unknown field.']);
    expect(body.detail).toBe(`Invalid input. Only the first ${MAX_FIELD_ERRORS} fields with errors are listed; 481 more have errors too.`);
    expect(response.body.length).toBeLessThan(2_000);
  });

  it('lists every field when there are few, with the usual detail', async () => {
    const response = await patchProfile({ ...unknownKeys(MAX_FIELD_ERRORS - 1), first_name: 5 });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.detail).toBe('Invalid input.');
    expect(Object.keys(body.errors)).toHaveLength(MAX_FIELD_ERRORS);
    expect(body.errors).toHaveProperty('first_name');
  });
});
