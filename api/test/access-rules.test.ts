import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  accessRules,
  admits,
  mayChangeAccount,
  mayGrantAdmin,
  personOfAccount,
  PORTAL_ROLES,
  portalAccess,
  ROUTE_ACCESS,
  type AccessRules,
  type Person,
  type RouteAccess,
} from '@portal/shared/access';
import { navigationFor, type NavEntry } from '@portal/shared/navigation';

import type { User } from '../src/db/users';
import { requireAccess } from '../src/plugins/app/auth';
import { ROLES, type Role } from './security-fixtures';
import { expectedFor, ROUTE_RULES, type Access } from './security-routes';

/*
 * The API's route hooks and the header's menu read the same role definitions: what a person may
 * call is what the menu offers them, for the portal's roles and for a role a test adds of its own.
 */

type Officer = Person & { department: string | null };
const person = (flags: Partial<Officer>): Officer => ({ isSuperuser: false, isAdmin: false, department: null, ...flags });
const PEOPLE: Record<string, Officer | null> = {
  visitor: null,
  resident: person({}),
  super: person({ isSuperuser: true }),
  admin: person({ isAdmin: true }),
  officer: person({ department: 'roads' }),
};

/** A "department officer": a resident with a department, who may open `department` routes (and no one else may). */
const OFFICER_RULES = accessRules<Officer>([
  ...PORTAL_ROLES,
  { name: 'officer', holds: (someone) => someone.department !== null, opens: ['login', 'department'] },
]);

const KINDS = [...ROUTE_ACCESS, 'department'];
const entry = (access: string): NavEntry => ({
  path: `/${access}`,
  label: access,
  section: 'services',
  order: 1,
  access: access as RouteAccess,
});

/** An app with one route per kind behind the API's hook for these rules; `x-person` names who calls. */
async function appFor(rules: AccessRules<Officer>): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = (PEOPLE[String(request.headers['x-person'])] ?? null) as User | null;
  });
  for (const kind of KINDS)
    app.get(`/${kind}`, { onRequest: requireAccess(kind, rules as unknown as AccessRules<User>) }, async () => ({ kind }));
  await app.ready();
  return app;
}

/** The kinds a person's calls are let into, and the kinds the menu shows them, by these rules. */
async function agreement(app: FastifyInstance, rules: AccessRules<Officer>, who: string) {
  const called: string[] = [];
  for (const kind of KINDS) {
    const response = await app.inject({ method: 'GET', url: `/${kind}`, headers: { 'x-person': who } });
    if (response.statusCode === 200) called.push(kind);
    else expect(response.statusCode).toBe(PEOPLE[who] ? 403 : 401);
  }
  const someone = PEOPLE[who] ?? person({});
  const session = { ...someone, isAuthenticated: PEOPLE[who] !== null };
  const shown = navigationFor(KINDS.map(entry), session, rules).flatMap((section) => section.entries.map((item) => item.access as string));
  return { called, shown: KINDS.filter((kind) => shown.includes(kind)) };
}

describe('the access rules, read by the API and the menu alike', () => {
  let portal: FastifyInstance;
  let withOfficer: FastifyInstance;
  beforeAll(async () => {
    portal = await appFor(portalAccess as unknown as AccessRules<Officer>);
    withOfficer = await appFor(OFFICER_RULES);
  });
  afterAll(async () => {
    await portal.close();
    await withOfficer.close();
  });

  it.each([
    ['visitor', ['public']],
    ['resident', ['public', 'login']],
    ['super', ['public', 'login', 'super']],
    ['admin', ['public', 'login', 'super', 'admin']],
    ['officer', ['public', 'login']],
  ])("lets a %s call and shows them the same kinds, by the portal's roles", async (who, kinds) => {
    expect(await agreement(portal, portalAccess as unknown as AccessRules<Officer>, who)).toEqual({ called: kinds, shown: kinds });
  });

  it.each([
    ['visitor', ['public']],
    ['resident', ['public', 'login']],
    ['super', ['public', 'login', 'super']],
    ['admin', ['public', 'login', 'super', 'admin']],
    ['officer', ['public', 'login', 'department']],
  ])('with a department officer role added, lets a %s call and shows them the same kinds', async (who, kinds) => {
    expect(await agreement(withOfficer, OFFICER_RULES, who)).toEqual({ called: kinds, shown: kinds });
    expect(OFFICER_RULES.rolesOf(PEOPLE[who] ?? null).includes('officer')).toBe(who === 'officer');
  });

  it('reads no former name (decision 027): `open` admits nobody and shows nobody the entry, on both sides', () => {
    expect(portalAccess.admits('open' as RouteAccess, null)).toBe(false);
    expect(portalAccess.admits('open' as RouteAccess, PEOPLE.admin ?? null)).toBe(false);
    expect(navigationFor([entry('open')], { ...person({ isAdmin: true }), isAuthenticated: true })).toHaveLength(0);
  });
});

/** The security matrix's kinds that are the portal's access kinds (the others are about owners and secrets). */
const KIND_OF: Partial<Record<Access, RouteAccess>> = { public: 'public', user: 'login', super: 'super', admin: 'admin' };
/** The matrix's people, as the access rules see them (the demo admin has no super user flag). */
const AS_PERSON: Record<Role, Person | null> = {
  anonymous: null,
  resident: person({}),
  other: person({}),
  super: person({ isSuperuser: true }),
  admin: person({ isAdmin: true }),
};

describe("every route's access, as the API is checked and as the pages decide", () => {
  const guarded = Object.entries(ROUTE_RULES).filter(([, rule]) => KIND_OF[rule.access]);

  it('covers the guarded routes of the API', () => {
    expect(guarded.length).toBeGreaterThan(50);
  });

  it.each(guarded)('%s: the matrix lets in exactly whom the rules admit', (_key, rule) => {
    const kind = KIND_OF[rule.access]!;
    for (const role of ROLES) {
      const admitted = admits(kind, AS_PERSON[role]);
      expect({ role, letIn: expectedFor(rule, role) === 'let in' }).toEqual({ role, letIn: admitted });
      const shown = navigationFor([entry(kind)], { ...(AS_PERSON[role] ?? person({})), isAuthenticated: role !== 'anonymous' });
      expect({ role, shown: shown.length === 1 }).toEqual({ role, shown: admitted });
    }
  });
});

describe('who may change an account, as the accounts route and the account page decide', () => {
  const { resident, super: staff, admin } = PEOPLE as Record<'resident' | 'super' | 'admin', Officer>;

  it("lets staff change a resident's or a super user's account, and only an admin an admin's", () => {
    for (const caller of [staff, admin]) {
      expect(mayChangeAccount(caller, resident)).toBe(true);
      expect(mayChangeAccount(caller, staff)).toBe(true);
    }
    expect(mayChangeAccount(staff, admin)).toBe(false);
    expect(mayChangeAccount(admin, admin)).toBe(true);
  });

  it('lets only an admin grant or remove the admin role', () => {
    expect([resident, staff, admin].map(mayGrantAdmin)).toEqual([false, false, true]);
  });

  it("reads an account's record as the person the rules read", () => {
    expect(personOfAccount({ is_superuser: true, is_admin: false })).toEqual({ isSuperuser: true, isAdmin: false });
    expect(mayChangeAccount(staff, personOfAccount({ is_superuser: false, is_admin: true }))).toBe(false);
  });
});
