import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseDigest, send, startSecurityApp, type Person, type SecurityContext, type XsrfMode } from './security-fixtures';
import { expectedFor, parseKey, ROUTE_RULES, UNSAFE_METHODS, XSRF_EXEMPT } from './security-routes';

// Every state-changing route of the table but the two documented exemptions, sent by someone it
// lets in, with a valid token and the XSRF cookie, but the header missing or not matching: 403,
// and no table changes. That the exemptions are exactly those two: security-route-table.test.ts.

const CSRF_FAILED = { detail: 'CSRF token missing or incorrect.' };

let ctx: SecurityContext;
beforeAll(async () => {
  ctx = await startSecurityApp();
}, 120_000);
afterAll(() => ctx?.close());

const guarded = Object.keys(ROUTE_RULES).filter((key) => UNSAFE_METHODS.has(parseKey(key).method) && !XSRF_EXEMPT.has(key));

it('guards most of the API', () => {
  expect(guarded.length).toBeGreaterThan(80);
});

describe.each(guarded)('%s', (key) => {
  const rule = ROUTE_RULES[key]!;
  const { method } = parseKey(key);
  // Someone the route lets in, so that the XSRF check is all that stands in the way.
  const who = (['resident', 'super', 'admin'] as Person[]).find((role) => expectedFor(rule, role) === 'let in') ?? 'resident';

  it.each<XsrfMode>(['missing', 'wrong'])(`is refused to the ${who} with the header %s`, async (mode) => {
    const { app, f } = ctx;
    const sample = await rule.sample(f, who);
    const before = await databaseDigest(app);
    const response = await send(app, method, sample, sample.token ?? f.tokens[who], mode);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual(CSRF_FAILED);
    expect(await databaseDigest(app), 'a request refused for XSRF changed the database').toEqual(before);
  });
});

it('refuses a cookie without a header, and a header without a cookie, to anonymous callers too', async () => {
  const { app } = ctx;
  const sample = { url: '/api/client-errors/', body: { message: 'x', source: 'render', url: '/' } };
  expect((await send(app, 'POST', sample, undefined, 'missing')).statusCode).toBe(403);
  const noCookie = await app.inject({ method: 'POST', url: sample.url, headers: { 'x-xsrf-token': 'A'.repeat(43) }, payload: sample.body });
  expect(noCookie.statusCode).toBe(403);
  expect((await send(app, 'POST', sample, undefined, 'matching')).statusCode).toBe(201);
});
