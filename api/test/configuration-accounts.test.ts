import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  accountSchema,
  ADMIN_ACCOUNT_NEEDS_ADMIN,
  ADMIN_GRANT_NEEDS_ADMIN,
  auditEntrySchema,
  LAST_ADMIN,
  OWN_ACCOUNT_LOCKED,
  pageSchema,
  type Account,
  type AuditEntry,
} from '@portal/shared/contracts';

import { auditLog, authTokens, users } from '../src/db/schema';
import { ADMIN, call, login, register, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

const LIST = '/api/configuration/accounts/';
const item = (id: number) => `${LIST}${id}/`;
const accountPage = pageSchema(accountSchema);
const PASSWORD = 'Maple-Harbour-Lantern-42';

let ctx: TestContext;
let admin: string;
let superUser: string;
let resident: string;
let ids: { admin: number; super: number; resident: number };

beforeAll(async () => {
  ctx = await startTestApp();
  [admin, superUser, resident] = await Promise.all([login(ctx.app, ADMIN), login(ctx.app, SUPER), login(ctx.app, RESIDENT)]);
  const rows = await ctx.app.db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
  ids = { admin: idOf(ADMIN.email), super: idOf(SUPER.email), resident: idOf(RESIDENT.email) };
});
afterAll(() => ctx?.close());

let counter = 0;
/** A fresh resident account through the API: its id, email and token. */
async function newPerson(names = { first_name: 'Test', last_name: 'Person' }) {
  counter += 1;
  const email = `accounts-${counter}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const token = await register(ctx.app, email, PASSWORD, names);
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row!.id, email, token };
}

async function account(id: number): Promise<Account> {
  const response = await call(ctx.app, 'GET', item(id), { token: admin });
  expect(response.statusCode).toBe(200);
  return accountSchema.parse(response.json());
}

async function list(query: string, token = admin) {
  const response = await call(ctx.app, 'GET', `${LIST}?page_size=100${query}`, { token });
  expect(response.statusCode).toBe(200);
  return accountPage.parse(response.json());
}

const patch = (id: number, body: unknown, token = admin) => call(ctx.app, 'PATCH', item(id), { token, body });

async function auditRows(recordId: number): Promise<AuditEntry[]> {
  const response = await call(ctx.app, 'GET', `/api/configuration/audit-log/?resource=accounts&search=${recordId}&page_size=100`, {
    token: admin,
  });
  expect(response.statusCode).toBe(200);
  return pageSchema(auditEntrySchema)
    .parse(response.json())
    .results.filter((entry) => entry.record_id === String(recordId));
}

async function accountsAuditCount(): Promise<number> {
  const [row] = await ctx.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.resource, 'accounts'));
  return row?.n ?? 0;
}

async function tokenCount(userId: number): Promise<number> {
  const [row] = await ctx.app.db.select({ n: count() }).from(authTokens).where(eq(authTokens.userId, userId));
  return row?.n ?? 0;
}

describe('access', () => {
  it('answers super users and admins only, on every route', async () => {
    const cases = [
      { method: 'GET', url: LIST },
      { method: 'GET', url: item(ids.resident) },
      { method: 'PATCH', url: item(ids.resident), body: { is_active: true } },
    ] as const;
    for (const c of cases) {
      const send = (token?: string) => call(ctx.app, c.method, c.url, { token, ...('body' in c ? { body: c.body } : {}) });
      expect((await send()).statusCode, `${c.method} ${c.url} anonymous`).toBe(401);
      expect((await send(resident)).statusCode, `${c.method} ${c.url} resident`).toBe(403);
      expect((await send(superUser)).statusCode, `${c.method} ${c.url} super`).toBe(200);
      expect((await send(admin)).statusCode, `${c.method} ${c.url} admin`).toBe(200);
    }
  });

  it('answers an admin who is not a super user', async () => {
    const person = await newPerson();
    await ctx.app.db.update(users).set({ isAdmin: true }).where(eq(users.id, person.id));
    expect((await call(ctx.app, 'GET', LIST, { token: person.token })).statusCode).toBe(200);
    await ctx.app.db.update(users).set({ isAdmin: false }).where(eq(users.id, person.id));
    expect((await call(ctx.app, 'GET', LIST, { token: person.token })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    expect((await call(ctx.app, 'GET', item(999_999), { token: admin })).statusCode).toBe(404);
    expect((await patch(999_999, { is_active: false })).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `${LIST}abc/`, { token: admin })).statusCode).toBe(400);
  });
});

describe('listing', () => {
  it('serialises accounts in email order, without secrets', async () => {
    const page = await list('');
    const emails = page.results.map((a) => a.email);
    expect(emails).toEqual([...emails].sort());
    const adminAccount = page.results.find((a) => a.email === ADMIN.email);
    expect(adminAccount).toMatchObject({
      id: ids.admin,
      is_superuser: true,
      is_admin: true,
      is_active: true,
      first_name: 'Alex',
      last_name: 'Admin',
    });
    expect(adminAccount?.last_login).not.toBeNull();
    expect(Object.keys(page.results[0]!).sort()).toEqual([
      'created_at',
      'email',
      'first_name',
      'id',
      'is_active',
      'is_admin',
      'is_superuser',
      'last_login',
      'last_name',
    ]);
  });

  it('searches email, first and last name, case-insensitively', async () => {
    const person = await newPerson({ first_name: 'Quintessa', last_name: 'Zebulon' });
    for (const search of ['QUINTESSA', 'zebul', person.email.slice(0, 12).toUpperCase()]) {
      const page = await list(`&search=${encodeURIComponent(search)}`);
      expect(
        page.results.map((a) => a.id),
        search,
      ).toContain(person.id);
      if (search !== person.email.slice(0, 12).toUpperCase()) expect(page.count, search).toBe(1);
    }
    expect((await list('&search=nobody-by-this-name')).count).toBe(0);
  });

  it('filters by role and activity', async () => {
    const inactive = await newPerson();
    expect((await patch(inactive.id, { is_active: false })).statusCode).toBe(200);

    const residents = await list('&role=resident');
    expect(residents.results.every((a) => !a.is_superuser && !a.is_admin)).toBe(true);
    expect(residents.results.map((a) => a.email)).toContain(RESIDENT.email);

    const supers = await list('&role=super');
    expect(supers.results.every((a) => a.is_superuser)).toBe(true);
    expect(supers.results.map((a) => a.email)).toEqual(expect.arrayContaining([SUPER.email, ADMIN.email]));

    const admins = await list('&role=admin');
    expect(admins.results.every((a) => a.is_admin)).toBe(true);
    expect(admins.results.map((a) => a.email)).toContain(ADMIN.email);
    expect(admins.results.map((a) => a.email)).not.toContain(SUPER.email);

    const off = await list('&is_active=false');
    expect(off.results.every((a) => !a.is_active)).toBe(true);
    expect(off.results.map((a) => a.id)).toContain(inactive.id);
    const on = await list('&is_active=true&role=resident');
    expect(on.results.every((a) => a.is_active && !a.is_superuser && !a.is_admin)).toBe(true);
    expect(on.results.map((a) => a.id)).not.toContain(inactive.id);

    expect((await call(ctx.app, 'GET', `${LIST}?role=owner`, { token: admin })).statusCode).toBe(400);
    expect((await call(ctx.app, 'GET', `${LIST}?is_active=yes`, { token: admin })).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('lets a super user grant and remove super user, with one audit row each', async () => {
    const person = await newPerson();
    expect((await call(ctx.app, 'GET', LIST, { token: person.token })).statusCode).toBe(403);
    const before = await account(person.id);

    const granted = await patch(person.id, { is_superuser: true }, superUser);
    expect(granted.statusCode).toBe(200);
    const after = accountSchema.parse(granted.json());
    expect(after).toEqual({ ...before, is_superuser: true });
    expect(await account(person.id)).toEqual(after);
    // The new role counts on the person's next request, with the token they already have.
    expect((await call(ctx.app, 'GET', LIST, { token: person.token })).statusCode).toBe(200);

    const removed = await patch(person.id, { is_superuser: false }, superUser);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(before);
    expect((await call(ctx.app, 'GET', LIST, { token: person.token })).statusCode).toBe(403);

    const rows = await auditRows(person.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      actor_email: SUPER.email,
      action: 'update',
      resource: 'accounts',
      record_id: String(person.id),
      before,
      after,
    });
    expect(rows[0]).toMatchObject({ actor_email: SUPER.email, before: after, after: before });
  });

  it('lets only an admin grant or remove admin', async () => {
    const person = await newPerson();
    const audits = await accountsAuditCount();
    const refused = await patch(person.id, { is_admin: true, is_superuser: true }, superUser);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: ADMIN_GRANT_NEEDS_ADMIN });
    expect(await account(person.id)).toMatchObject({ is_admin: false, is_superuser: false });
    expect(await accountsAuditCount()).toBe(audits);

    const granted = await patch(person.id, { is_admin: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ is_admin: true, is_superuser: false });

    const notRemoved = await patch(person.id, { is_admin: false }, superUser);
    expect(notRemoved.statusCode).toBe(403);
    expect(notRemoved.json()).toMatchObject({ detail: ADMIN_ACCOUNT_NEEDS_ADMIN });

    // The new admin, though no super user, may now manage accounts and the admin role.
    const third = await newPerson();
    expect((await patch(third.id, { is_admin: true }, person.token)).statusCode).toBe(200);
    expect((await patch(third.id, { is_admin: false }, person.token)).statusCode).toBe(200);

    const removed = await patch(person.id, { is_admin: false });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ is_admin: false });
    expect(await auditRows(person.id)).toHaveLength(2);
  });

  it('refuses changes to your own roles or activity, and writes nothing', async () => {
    const audits = await accountsAuditCount();
    for (const [token, id, body] of [
      [superUser, ids.super, { is_superuser: false }],
      [superUser, ids.super, { is_active: false }],
      [admin, ids.admin, { is_admin: false }],
      [admin, ids.admin, { is_superuser: false }],
      [admin, ids.admin, { is_active: false }],
    ] as const) {
      const response = await patch(id, body, token);
      expect(response.statusCode, JSON.stringify(body)).toBe(409);
      expect(response.json()).toMatchObject({ detail: OWN_ACCOUNT_LOCKED });
    }
    expect(await account(ids.super)).toMatchObject({ is_superuser: true, is_admin: false, is_active: true });
    expect(await account(ids.admin)).toMatchObject({ is_superuser: true, is_admin: true, is_active: true });

    // Sending what is already there changes nothing, so there is nothing to refuse.
    const same = await patch(ids.admin, { is_admin: true, is_superuser: true, is_active: true });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(await account(ids.admin));
    expect(await accountsAuditCount()).toBe(audits);
  });

  it('writes no audit row for a PATCH that changes nothing', async () => {
    const person = await newPerson();
    const audits = await accountsAuditCount();
    const response = await patch(person.id, { is_superuser: false, is_admin: false, is_active: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await account(person.id));
    expect(await accountsAuditCount()).toBe(audits);
  });
});

describe("an admin's account", () => {
  it('is changed by admins only: a super user can neither deactivate nor demote an admin', async () => {
    const audits = await accountsAuditCount();
    const refused = await patch(ids.admin, { is_active: false }, superUser);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ADMIN_ACCOUNT_NEEDS_ADMIN });
    expect(await account(ids.admin)).toMatchObject({ is_active: true, is_admin: true, is_superuser: true });
    expect(await tokenCount(ids.admin)).toBeGreaterThan(0);

    const other = await newPerson();
    expect((await patch(other.id, { is_admin: true })).statusCode).toBe(200);
    for (const body of [{ is_active: false }, { is_admin: false }, { is_superuser: true }, { is_active: true }]) {
      const response = await patch(other.id, body, superUser);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json()).toEqual({ detail: ADMIN_ACCOUNT_NEEDS_ADMIN });
    }
    expect(await account(other.id)).toMatchObject({ is_admin: true, is_superuser: false, is_active: true });
    expect(await accountsAuditCount()).toBe(audits + 1);

    // An admin may; and once no longer an admin, the account is a super user's to manage again.
    expect((await patch(other.id, { is_active: false })).statusCode).toBe(200);
    expect(await tokenCount(other.id)).toBe(0);
    expect((await patch(other.id, { is_active: true, is_admin: false })).statusCode).toBe(200);
    expect(await account(other.id)).toMatchObject({ is_admin: false, is_active: true });
    expect((await patch(other.id, { is_superuser: true }, superUser)).statusCode).toBe(200);
  });

  it('refuses a super user before the body is looked at: an empty or malformed one answers 403 too', async () => {
    for (const body of [{}, { is_admin: 'yes', shoe_size: 44 }]) {
      const response = await patch(ids.admin, body, superUser);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json()).toEqual({ detail: ADMIN_ACCOUNT_NEEDS_ADMIN });
    }
    // Anyone else's account still has its body checked, and an admin's has it checked for an admin.
    expect((await patch(ids.resident, {}, superUser)).statusCode).toBe(400);
    expect((await patch(ids.super, {}, admin)).statusCode).toBe(400);
  });
});

describe('deactivation', () => {
  it('revokes every token of the account and blocks its login, until reactivated', async () => {
    const person = await newPerson();
    const second = await login(ctx.app, { email: person.email, password: PASSWORD });
    expect((await call(ctx.app, 'GET', '/api/users/profile/', { token: person.token })).statusCode).toBe(200);
    expect(await tokenCount(person.id)).toBe(2);

    const response = await patch(person.id, { is_active: false }, superUser);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: person.id, is_active: false });
    expect(await tokenCount(person.id)).toBe(0);
    for (const token of [person.token, second]) {
      expect((await call(ctx.app, 'GET', '/api/users/profile/', { token })).statusCode).toBe(401);
    }

    // The same answer as a wrong password: a login form tells nobody which accounts exist or are off.
    const refused = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email: person.email, password: PASSWORD } });
    const wrong = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email: person.email, password: `${PASSWORD}x` } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(wrong.json());
    expect(await tokenCount(person.id)).toBe(0);

    const rows = await auditRows(person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_email: SUPER.email, before: { is_active: true }, after: { is_active: false } });

    expect((await patch(person.id, { is_active: true }, superUser)).statusCode).toBe(200);
    const token = await login(ctx.app, { email: person.email, password: PASSWORD });
    expect((await call(ctx.app, 'GET', '/api/users/profile/', { token })).statusCode).toBe(200);
    expect(await auditRows(person.id)).toHaveLength(2);
  });
});

describe('bad bodies', () => {
  it('answers 400 with field errors and changes nothing', async () => {
    const person = await newPerson();
    const before = await account(person.id);
    const audits = await accountsAuditCount();
    for (const body of [
      {},
      { is_superuser: true, email: 'someone@example.org' },
      { is_active: 'no' },
      { is_admin: 1 },
      { is_superuser: null },
    ]) {
      const response = await patch(person.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const errors = response.json<{ errors?: Record<string, string[]> }>().errors;
      expect(Object.keys(errors ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect((await patch(person.id, { is_active: 'no' })).json().errors).toHaveProperty('is_active');
    expect((await patch(person.id, { is_admin: 1 })).json().errors).toHaveProperty('is_admin');
    expect(await account(person.id)).toEqual(before);
    expect(await accountsAuditCount()).toBe(audits);
  });
});

// Last: it leaves the seeded admin's role to chance, then puts it back.
describe('two admins removing each other at once', () => {
  it('lets exactly one of them through', async () => {
    const other = await newPerson();
    expect((await patch(other.id, { is_admin: true })).statusCode).toBe(200);
    const activeAdmins = await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.isActive, true)));
    expect(activeAdmins.map((row) => row.id).sort()).toEqual([ids.admin, other.id].sort());
    const audits = await accountsAuditCount();

    const [first, second] = await Promise.all([
      patch(other.id, { is_admin: false }, admin),
      patch(ids.admin, { is_admin: false }, other.token),
    ]);
    const [winner, loser] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(winner.statusCode).toBe(200);
    // Refused by the last-admin rule when both were authorized before either committed; as no
    // longer an admin when the winner had committed before the loser was authorized.
    if (loser.statusCode === 409) expect(loser.json()).toMatchObject({ detail: LAST_ADMIN });
    else expect(loser.statusCode).toBe(403);
    const remaining = await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.isActive, true)));
    expect(remaining).toHaveLength(1);
    expect(await accountsAuditCount()).toBe(audits + 1);

    // Put the seeded admin back if it was the one removed.
    if (remaining[0]!.id !== ids.admin) {
      expect((await patch(ids.admin, { is_admin: true }, other.token)).statusCode).toBe(200);
    }
    expect(await account(ids.admin)).toMatchObject({ is_admin: true });
  });
});
