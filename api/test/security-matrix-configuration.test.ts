import { describe, expect, it } from 'vitest';

import { ADMIN_ACCOUNT_NEEDS_ADMIN, ADMIN_GRANT_NEEDS_ADMIN } from '@portal/shared/contracts';

import { users } from '../src/db/schema';
import { randomToken } from '../src/lib/tokens';
import { databaseDigest, send, type Person } from './security-fixtures';
import { routeMatrix } from './security-matrix';

// The configuration routes of security-routes.ts, as anonymous, the resident, another resident, a super user and an admin.
const context = routeMatrix('configuration');

// Who may change an account also depends on whose it is: only an admin changes anything of an
// admin's account, and only an admin makes someone an admin. The route table lets super users
// in; these are the refusals it cannot express.
describe("PATCH /api/configuration/accounts/:id/ on an admin's account", () => {
  const account = (id: number) => `/api/configuration/accounts/${id}/`;
  const patch = (who: Person, id: number, body: object) => {
    const { app, f } = context();
    return send(app, 'PATCH', { url: account(id), body }, f.tokens[who]);
  };

  /** A second admin (not a super user), so that the admin's own account is not the one changed. */
  async function anotherAdmin(): Promise<number> {
    const { app } = context();
    const email = `sec-admin-${randomToken()
      .slice(0, 8)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}@example.org`;
    // Never logs in: no password hash matches.
    const [row] = await app.db.insert(users).values({ email, passwordHash: 'none' }).returning({ id: users.id });
    const id = row!.id;
    const made = await patch('admin', id, { is_admin: true });
    expect(made.statusCode, made.body).toBe(200);
    return id;
  }

  it('refuses a super user every change, and a change of nothing, with 403 and writes nothing', async () => {
    const { app, f } = context();
    const admin = await anotherAdmin();
    const before = await databaseDigest(app);
    for (const [id, body] of [
      [admin, { is_active: false }],
      [admin, { is_admin: false }],
      [admin, { is_superuser: true }],
      [admin, { is_active: true }],
      [f.userIds.admin, { is_active: false }],
      [f.userIds.admin, { is_superuser: false }],
    ] as const) {
      const response = await patch('super', id, body);
      expect(response.statusCode, `${id} ${JSON.stringify(body)}: ${response.body}`).toBe(403);
      expect(response.json()).toEqual({ detail: ADMIN_ACCOUNT_NEEDS_ADMIN });
    }
    expect(await databaseDigest(app), "a super user's refused change wrote").toEqual(before);
  });

  it('refuses a super user making anyone an admin', async () => {
    const { app, f } = context();
    const before = await databaseDigest(app);
    const response = await patch('super', f.userIds.other, { is_admin: true, is_superuser: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: ADMIN_GRANT_NEEDS_ADMIN });
    expect(await databaseDigest(app)).toEqual(before);
  });

  it('lets an admin change roles and activity of another admin', async () => {
    const admin = await anotherAdmin();
    for (const [body, after] of [
      [{ is_superuser: true }, { is_superuser: true, is_admin: true, is_active: true }],
      [{ is_active: false }, { is_superuser: true, is_admin: true, is_active: false }],
      [
        { is_active: true, is_admin: false },
        { is_superuser: true, is_admin: false, is_active: true },
      ],
      [{ is_admin: true }, { is_superuser: true, is_admin: true, is_active: true }],
    ] as const) {
      const response = await patch('admin', admin, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject(after);
    }
  });
});
