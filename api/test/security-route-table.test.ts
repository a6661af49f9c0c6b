import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestContext } from './helpers';
import { ROUTE_RULES, routeKey, UNSAFE_METHODS, XSRF_EXEMPT } from './security-routes';

// The app's own list of routes (plugins/app/route-table.ts) against the table of who may use them:
// a route added without a rule, or a rule left behind by a removed route, fails here.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const registered = () => ctx.app.routeTable.map((route) => routeKey(route.method, route.url));

describe('the security table covers the route table', () => {
  it('records the routes the app registers', () => {
    expect(registered()).toContain('GET /api/health/');
    expect(registered()).toContain('POST /api/auth/login/');
    // No route is recorded twice, and the automatic HEAD twins of GET routes are left out.
    expect(new Set(registered()).size).toBe(registered().length);
    expect(registered()).not.toContain('HEAD /api/health/');
  });

  it('has a rule for every route the app registers', () => {
    const missing = registered().filter((key) => !(key in ROUTE_RULES));
    expect(missing, 'add these routes to api/test/security-routes.ts, saying who may use them').toEqual([]);
  });

  it('has no rule for a route the app does not register', () => {
    const known = new Set(registered());
    const stale = Object.keys(ROUTE_RULES).filter((key) => !known.has(key));
    expect(stale, 'these routes are gone: remove them from api/test/security-routes.ts').toEqual([]);
  });

  it('exempts from the XSRF check only the signed webhook and the sandbox checkout page', () => {
    const exempt = ctx.app.routeTable.filter((route) => route.xsrfExempt).map((route) => routeKey(route.method, route.url));
    expect(exempt.sort()).toEqual([...XSRF_EXEMPT].sort());
    for (const key of exempt) expect(UNSAFE_METHODS.has(key.split(' ')[0]!)).toBe(true);
  });
});
