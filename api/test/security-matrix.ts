import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseDigest, ROLES, send, startSecurityApp, type Role, type SecurityContext } from './security-fixtures';
import { expectedFor, groupOf, parseKey, ROUTE_RULES, type Group } from './security-routes';

const NOT_LOGGED_IN = { detail: 'Authentication credentials were not provided.' };
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

/**
 * Every route of one group of the table, as each of the five roles. A role the table does not
 * let in must be refused with the status of its class (anonymous 401, wrong role 403, another
 * resident's object 404), and the refused requests together must leave every table as it was.
 * A role let in must not be refused (no 401/403, and no 404 for the owner).
 */
export function routeMatrix(group: Group): () => SecurityContext {
  let ctx: SecurityContext;
  beforeAll(async () => {
    ctx = await startSecurityApp();
  }, 120_000);
  afterAll(() => ctx?.close());

  const keys = Object.keys(ROUTE_RULES).filter((key) => groupOf(key) === group);

  it('has routes in this group', () => {
    expect(keys.length).toBeGreaterThan(0);
  });

  describe.each(keys)('%s', (key) => {
    const rule = ROUTE_RULES[key]!;
    const { method } = parseKey(key);
    const refused = ROLES.filter((role) => expectedFor(rule, role) !== 'let in');
    const letIn = ROLES.filter((role) => expectedFor(rule, role) === 'let in');
    const tokenOf = (role: Role) => (role === 'anonymous' ? undefined : ctx.f.tokens[role]);

    it(`refuses ${refused.join(', ') || 'nobody'}; lets in ${letIn.join(', ') || 'nobody'}`, async () => {
      const { app, f } = ctx;
      // Samples first: making one may write (a fresh item to delete), the attempts must not.
      const attempts = [];
      for (const role of refused) attempts.push({ role, sample: await rule.sample(f, role) });
      const before = await databaseDigest(app);
      for (const { role, sample } of attempts) {
        const response = await send(app, method, sample, sample.token ?? tokenOf(role));
        const expected = rule.expect?.[role] ?? expectedFor(rule, role);
        expect(response.statusCode, `${role} ${method} ${sample.url}: ${response.body}`).toBe(expected);
        if (rule.access !== 'capability' && expected === 401) expect(response.json()).toEqual(NOT_LOGGED_IN);
        if (rule.access !== 'capability' && expected === 403) expect(response.json()).toEqual(FORBIDDEN);
      }
      if (attempts.length > 0) expect(await databaseDigest(app), 'a refused request changed the database').toEqual(before);

      for (const role of letIn) {
        const sample = await rule.sample(f, role);
        const response = await send(app, method, sample, sample.token ?? tokenOf(role));
        const what = `${role} ${method} ${sample.url}: ${response.body.slice(0, 300)}`;
        const exact = rule.expect?.[role];
        if (exact !== undefined) {
          expect(response.statusCode, what).toBe(exact);
          continue;
        }
        expect([401, 403], what).not.toContain(response.statusCode);
        expect(response.statusCode, what).toBeLessThan(500);
        if (rule.access === 'owner' || rule.access === 'owner-or-staff') expect(response.statusCode, what).not.toBe(404);
      }
    });
  });
  // The same app, for rules that depend on the object a route names rather than the route alone.
  return () => ctx;
}
