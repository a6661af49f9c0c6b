import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

// The values themselves, not the constants that make them: a changed constant fails here.
const API_POLICY = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'none'"],
};
/** The API docs page: its own script files only (no inline script, no eval), its styles and fonts, framed by nothing. */
const DOCS_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'font-src': ["'self'", 'https:', 'data:'],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'validator.swagger.io'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", 'https:'],
};
const HSTS = 'max-age=31536000; includeSubDomains';

function directives(policy: string | undefined | null): Record<string, string[]> {
  expect(policy).toBeDefined();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** The headers of every answer of the API's own, exactly: nothing may load, run, frame it or be framed. */
function expectApiHeaders(response: { headers: Record<string, unknown> }) {
  expect(directives(response.headers['content-security-policy'] as string)).toEqual(API_POLICY);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers on every API answer', () => {
  it.each([
    ['a JSON answer', '/api/health/', 200],
    ['a 404', '/api/no-such-route/', 404],
    ['a refused call', '/api/users/profile/', 401],
    ["a path segment over the router's limit", `/api/news/${'a'.repeat(5_000)}/`, 414],
    ['a path that does not decode', '/api/news/%E0%A4%A/', 400],
  ])("%s carries the API's policy, nosniff and no-referrer", async (_what, url, status) => {
    const response = await call(ctx.app, 'GET', url);
    expect(response.statusCode).toBe(status);
    expectApiHeaders(response);
    if (status >= 400) expect(Object.keys(response.json())).toEqual(['detail']);
    // An over-long address is not echoed back.
    expect(response.body.length).toBeLessThan(200);
  });

  it.each([
    ['a body that is not JSON', { 'content-type': 'application/json' }, '{"message":', 400],
    ['a body over the size limit', { 'content-type': 'application/json' }, `"${'x'.repeat(1_100_000)}"`, 413],
    ['a body of a type no route takes', { 'content-type': 'text/x-unknown' }, 'hello', 415],
  ])('%s is refused with the same headers', async (_what, headers, body, status) => {
    const response = await call(ctx.app, 'POST', '/api/client-errors/', { headers, body });
    expect(response.statusCode).toBe(status);
    expectApiHeaders(response);
    expect(response.json()).toHaveProperty('detail');
  });

  it('answers what the HTTP parser refuses (headers over 16 KB: 431) with the same headers', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/health/`, { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(directives(response.headers.get('content-security-policy'))).toEqual(API_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await response.json()).toEqual({ detail: 'The request headers are too large.' });
  });

  it('the API docs page (development only, API_DOCS_UI=true) runs only its own script files: no inline script, no eval', async () => {
    const withUi = await startTestApp({ API_DOCS_UI: 'true' });
    try {
      const response = await call(withUi.app, 'GET', '/api/docs/static/index.html');
      expect(directives(response.headers['content-security-policy'] as string)).toEqual(DOCS_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    } finally {
      await withUi.close();
    }
  });

  it('adds HSTS when served over HTTPS, as a trusted proxy reports it (loopback by default)', async () => {
    const via = (remoteAddress: string, proto: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/health/', remoteAddress, headers: { 'x-forwarded-proto': proto } });
    expect((await via('127.0.0.1', 'https')).headers['strict-transport-security']).toBe(HSTS);
    const tooLong = await ctx.app.inject({
      method: 'GET',
      url: `/api/news/${'a'.repeat(5_000)}/`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.headers['strict-transport-security']).toBe(HSTS);
    const tooLongSpoofed = await ctx.app.inject({
      method: 'GET',
      url: `/api/news/${'a'.repeat(5_000)}/`,
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tooLongSpoofed.headers['strict-transport-security']).toBeUndefined();
    expect((await via('127.0.0.1', 'http')).headers['strict-transport-security']).toBeUndefined();
    // From anywhere else anyone could claim HTTPS: the header is not believed.
    expect((await via('203.0.113.9', 'https')).headers['strict-transport-security']).toBeUndefined();
  });
});
