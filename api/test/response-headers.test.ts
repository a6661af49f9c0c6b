import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, HSTS } from '../src/plugins/app/security-headers';
import { call, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

/** What every policy must say, whoever wrote it. */
function expectStrictPolicy(policy: string | undefined) {
  expect(policy).toBeDefined();
  const directives = Object.fromEntries(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
  const scripts = directives['script-src'] ?? directives['default-src'] ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(directives['base-uri']).toEqual(["'none'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
}

describe('security headers on every API answer', () => {
  it.each([
    ['a JSON answer', '/api/health/'],
    ['a 404', '/api/no-such-route/'],
    ['a refused call', '/api/users/profile/'],
    ['the API docs page', '/api/docs/static/index.html'],
  ])('%s carries a strict policy, nosniff and a referrer policy', async (_what, url) => {
    const response = await call(ctx.app, 'GET', url);
    expectStrictPolicy(response.headers['content-security-policy'] as string);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('JSON answers let nothing load at all', async () => {
    const response = await call(ctx.app, 'GET', '/api/health/');
    expect(response.headers['content-security-policy']).toBe(API_CSP);
  });

  it('adds HSTS when served over HTTPS, as a trusted proxy reports it (loopback by default)', async () => {
    const via = (remoteAddress: string, proto: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/health/', remoteAddress, headers: { 'x-forwarded-proto': proto } });
    expect((await via('127.0.0.1', 'https')).headers['strict-transport-security']).toBe(HSTS);
    expect((await via('127.0.0.1', 'http')).headers['strict-transport-security']).toBeUndefined();
    // From anywhere else anyone could claim HTTPS: the header is not believed.
    expect((await via('203.0.113.9', 'https')).headers['strict-transport-security']).toBeUndefined();
  });
});
