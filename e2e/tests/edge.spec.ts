import type { APIResponse } from '@playwright/test';

import { expect, logIn, test } from './support';

// The production edge (edge/portal.conf on nginx, the `edge` project): one origin over TLS and
// HTTP/2, each kind of file with its caching, and nothing that names nginx's version.

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Config = { remotes: { name: string; entry: string; version: string }[] };

function expectKind(response: APIResponse, cache: string) {
  const headers = response.headers();
  expect(response.status(), response.url()).toBe(200);
  expect(headers['cache-control'], `${response.url()} cache`).toBe(cache);
  expect(headers['strict-transport-security'], `${response.url()} HSTS`).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options'], `${response.url()} nosniff`).toBe('nosniff');
  expect(headers['content-security-policy'], `${response.url()} policy`).toBeTruthy();
  expect(headers.server, `${response.url()} server`).toBe('nginx');
}

test('@edge home opens one HTTP/2 connection to the origin for all its scripts and reads', async ({ browser, page, baseURL }) => {
  await logIn(page, 'resident');
  // A fresh browser context (no cache, no connection) with the resident's session.
  const context = await browser.newContext({ storageState: await page.context().storageState(), ignoreHTTPSErrors: true, baseURL });
  const home = await context.newPage();
  const cdp = await context.newCDPSession(home);
  await cdp.send('Network.enable');
  const responses: { url: string; type: string; protocol?: string; connectionId: number }[] = [];
  cdp.on('Network.responseReceived', ({ type, response }) => {
    responses.push({ url: response.url, type, protocol: response.protocol, connectionId: response.connectionId });
  });
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await home.waitForLoadState('networkidle');
  const scripts = responses.filter((response) => response.type === 'Script');
  // The shell's scripts and at least one remote's (its entry and the widgets' chunks).
  expect(scripts.filter((script) => script.url.includes('/shell/')).length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.url.includes('/apps/')).length).toBeGreaterThan(0);
  const origin = new URL(baseURL!).origin;
  for (const response of responses) {
    expect(new URL(response.url).origin, response.url).toBe(origin);
    expect(response.protocol, response.url).toBe('h2');
  }
  expect(new Set(responses.map((response) => response.connectionId)).size, 'connections').toBe(1);
  await context.close();
});

test('@edge versions are immutable, what is live is asked for again, and nginx names no version', async ({ request }) => {
  const config = (await (await request.get('/config.json')).json()) as Config;
  const { apps } = (await (await request.get('/builds/latest.json')).json()) as { apps: Record<string, { version: string }> };
  const page = await request.get('/');
  const shellScript = /<script[^>]+src="(\/shell\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(shellScript, 'the page loads the shell from its version folder').toContain(`/shell/${apps.shell!.version}/`);

  for (const path of ['/', '/news/some-article', '/portal.css']) expectKind(await request.get(path), 'no-cache');
  for (const path of ['/config.json', '/builds/latest.json']) expectKind(await request.get(path), 'no-cache');
  for (const url of [shellScript!, ...config.remotes.map((remote) => remote.entry)]) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expectKind(response, IMMUTABLE);
    expect(new URL(response.url()).pathname, 'on the one origin').toMatch(/^\/(shell|apps\/mfe-[a-z-]+)\/[^/]+\//);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    // The deploy's brotli copy, sent as it is.
    expect(response.headers()['content-encoding'], url).toBe('br');
  }

  // Unchanged live files cost a 304.
  const live = await request.get('/config.json');
  const again = await request.get('/config.json', { headers: { 'If-None-Match': live.headers().etag! } });
  expect(again.status()).toBe(304);

  // What is not there, in a version or among the live files: a 404 of the portal's own, kept by nobody.
  for (const path of [
    `/shell/${apps.shell!.version}/no-such-file.js`,
    '/apps/mfe-donations/no-such-version/remoteEntry.js',
    '/no-such-file.js',
  ]) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['cache-control'], path).toBe('no-store');
    expect(missing.headers().server, path).toBe('nginx');
    expect(await missing.json(), path).toEqual({ detail: 'Not found.' });
  }
  // The deploy's own files are not served.
  for (const path of ['/edge/page-headers.conf', '/apps/edge/x/page-headers.conf', '/latest.json']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // The API's answers come through the edge.
  const health = await request.get('/api/health/');
  expect(health.status()).toBe(200);
  expect(health.headers().server).toBe('nginx');
});

test('@edge plain HTTP redirects to HTTPS', async ({ playwright, baseURL }) => {
  const http = await playwright.request.newContext();
  const response = await http.get(`http://localhost:${process.env.E2E_EDGE_HTTP_PORT}/news?page=2`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`https://localhost/news?page=2`);
  expect(response.headers().server).toBe('nginx');
  expect(baseURL).toMatch(/^https:/);
  await http.dispose();
});
