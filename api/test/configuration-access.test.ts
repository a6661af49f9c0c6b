import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONFIG_RESOURCES, type ConfigResourceName } from '@portal/shared/contracts';

import { itemUrl, keyOf, LISTED_NAMES, listUrl, referenceIds, SINGLE_NAMES, validInput } from './configuration-helpers';
import { ADMIN, call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

// Generated from CONFIG_RESOURCES, so a resource added to the contract is checked without a word here.
// Single records (the organization) are only read and changed.

let ctx: TestContext;
const tokens: Record<'resident' | 'super' | 'admin', string> = { resident: '', super: '', admin: '' };
let refs: Record<string, number> = {};
beforeAll(async () => {
  ctx = await startTestApp();
  [tokens.resident, tokens.super, tokens.admin] = await Promise.all([
    login(ctx.app, RESIDENT),
    login(ctx.app, SUPER),
    login(ctx.app, ADMIN),
  ]);
  refs = await referenceIds(ctx.app, tokens.admin);
});
afterAll(() => ctx?.close());

type Role = 'anonymous' | 'resident' | 'super' | 'admin';
const ROLES: Role[] = ['anonymous', 'resident', 'super', 'admin'];
const NOT_LOGGED_IN = { detail: 'Authentication credentials were not provided.' };
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

function allowed(name: ConfigResourceName, role: Role): boolean {
  if (role === 'admin') return true;
  return role === 'super' && CONFIG_RESOURCES[name].access === 'super';
}

const tokenOf = (role: Role) => (role === 'anonymous' ? undefined : tokens[role]);

/** An item made by the admin, for the refused roles to aim at. */
async function existing(name: ConfigResourceName) {
  const response = await call(ctx.app, 'POST', listUrl(name), { token: tokens.admin, body: validInput(name, refs) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Record<string, unknown>>();
}

describe.each(LISTED_NAMES)('/api/configuration/%s/', (name) => {
  it.each(ROLES)('as %s', async (role) => {
    const token = tokenOf(role);
    const opts = (body?: unknown) => ({ ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });

    if (allowed(name, role)) {
      expect((await call(ctx.app, 'GET', listUrl(name), opts())).statusCode).toBe(200);
      const created = await call(ctx.app, 'POST', listUrl(name), opts(validInput(name, refs)));
      expect(created.statusCode, created.body).toBe(201);
      const url = itemUrl(name, keyOf(name, created.json()));
      expect((await call(ctx.app, 'GET', url, opts())).statusCode).toBe(200);
      const { name: _name, ...rest } = validInput(name, refs);
      const updated = await call(ctx.app, 'PATCH', url, opts(rest));
      expect(updated.statusCode, updated.body).toBe(200);
      const removed = await call(ctx.app, 'DELETE', url, opts());
      expect(removed.statusCode).toBe(CONFIG_RESOURCES[name].removal === 'delete' ? 204 : 200);
      return;
    }

    const item = await existing(name);
    const url = itemUrl(name, keyOf(name, item));
    const status = role === 'anonymous' ? 401 : 403;
    const answer = role === 'anonymous' ? NOT_LOGGED_IN : FORBIDDEN;
    const attempts = [
      call(ctx.app, 'GET', listUrl(name), opts()),
      call(ctx.app, 'POST', listUrl(name), opts(validInput(name, refs))),
      call(ctx.app, 'GET', url, opts()),
      call(ctx.app, 'PATCH', url, opts(validInput(name, refs))),
      call(ctx.app, 'DELETE', url, opts()),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(answer);
    }
    // Nothing they tried changed the item.
    const after = await call(ctx.app, 'GET', url, { token: tokens.admin });
    expect(after.json()).toEqual(item);
  });
});

describe.each(SINGLE_NAMES)('/api/configuration/%s/ (one record)', (name) => {
  it.each(ROLES)('as %s', async (role) => {
    const token = tokenOf(role);
    const opts = (body?: unknown) => ({ ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
    const url = listUrl(name);
    const before = await call(ctx.app, 'GET', url, { token: tokens.admin });
    expect(before.statusCode).toBe(200);

    if (allowed(name, role)) {
      expect((await call(ctx.app, 'GET', url, opts())).statusCode).toBe(200);
      const updated = await call(ctx.app, 'PATCH', url, opts(validInput(name, refs)));
      expect(updated.statusCode, updated.body).toBe(200);
      return;
    }

    const status = role === 'anonymous' ? 401 : 403;
    const answer = role === 'anonymous' ? NOT_LOGGED_IN : FORBIDDEN;
    for (const response of await Promise.all([
      call(ctx.app, 'GET', url, opts()),
      call(ctx.app, 'PATCH', url, opts(validInput(name, refs))),
    ])) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(answer);
    }
    expect((await call(ctx.app, 'GET', url, { token: tokens.admin })).json()).toEqual(before.json());
  });
});

describe.each(['audit-log', 'client-errors'])('/api/configuration/%s/ (admins only)', (name) => {
  it.each(ROLES)('as %s', async (role) => {
    const token = tokenOf(role);
    const response = await call(ctx.app, 'GET', listUrl(name), token ? { token } : {});
    const expected = { anonymous: 401, resident: 403, super: 403, admin: 200 }[role];
    expect(response.statusCode).toBe(expected);
  });
});
