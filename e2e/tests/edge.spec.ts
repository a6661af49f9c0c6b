import { connect, type ConnectionOptions } from 'node:tls';

import type { APIResponse } from '@playwright/test';

import { expect, logIn, test } from './support';

// The production edge (edge/portal.conf on nginx, the `edge` project): one origin over TLS and
// HTTP/2, each kind of file with its caching, and nothing that names nginx's version; nginx's own
// errors as the portal's, TLS with forward secrecy only, and no answer for a name not the portal's.
// Its limits that cannot be checked cheaply are read from the files (scripts/edge-conf.test.mjs).

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HSTS = 'max-age=31536000; includeSubDomains';
/** The API's policy (api/src/plugins/app/security-headers.ts), and the portal's for errors (scripts/edge-headers.mjs). */
const API_POLICY = "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'; form-action 'none'";
const ERROR_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

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

/** An error nginx answers itself: its status, the portal's JSON, and the headers of every answer. */
async function expectOwnError(response: APIResponse, status: number, detail: string, policy: string) {
  const headers = response.headers();
  const what = `${response.url().slice(0, 80)} ${status}`;
  expect(response.status(), what).toBe(status);
  expect(headers['content-type'], what).toBe('application/json; charset=utf-8');
  expect(await response.json(), what).toEqual({ detail });
  expect(headers['content-security-policy'], what).toBe(policy);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['strict-transport-security'], what).toBe(HSTS);
  expect(headers['cache-control'], what).toBe('no-store');
}

test("@edge nginx's own errors are the portal's JSON with its headers, and bodies over 1 MB go to the upload routes only", async ({
  request,
}) => {
  const body = Buffer.alloc(2 * 1024 * 1024, 'a');
  // A route that takes no such body: refused before it is read, in the API's shape.
  const tooLarge = await request.post('/api/health/', { data: body, headers: { 'Content-Type': 'application/json' } });
  await expectOwnError(tooLarge, 413, 'The request body is too large.', API_POLICY);
  expect(tooLarge.headers()['referrer-policy']).toBe('no-referrer');
  // An upload route takes it to the API, which answers (a stranger without the XSRF token: 403).
  const upload = await request.post('/api/uploads/?purpose=complaint_photo', {
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: body } },
  });
  expect(upload.status()).toBe(403);
  // An address or headers too large for nginx to read: no path to tell the API by, so the portal's error kind.
  await expectOwnError(await request.get(`/news/${'a'.repeat(20_000)}`), 414, 'The address is too long.', ERROR_POLICY);
  await expectOwnError(
    await request.get('/news', { headers: { 'X-Padding': 'a'.repeat(20_000) } }),
    431,
    'The request headers are too large.',
    ERROR_POLICY,
  );
});

/**
 * The status line the edge answers a request whose body it has only begun to receive: the request
 * says it brings `length` bytes and sends the first `sent` of them, then waits for the answer.
 */
function answerBeforeBody(baseURL: string, path: string, length: number, sent: number): Promise<string> {
  const { hostname, port, host } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), servername: hostname, rejectUnauthorized: false }, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
          `Content-Length: ${length}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(Buffer.alloc(sent, 'a'));
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) {
        resolve(answer.slice(0, answer.indexOf('\r\n')));
        socket.destroy();
      }
    });
    socket.on('error', reject);
  });
}

test('@edge an upload without a session is refused as it starts, not once the edge holds its body', async ({ baseURL }) => {
  // 20 MB announced, 64 KB sent: an edge that held bodies would wait for the rest (and this test
  // would time out); the API answers as soon as the request's headers reach it.
  for (const path of ['/api/uploads/?purpose=complaint_photo', '/api/configuration/files/?kind=image']) {
    expect(await answerBeforeBody(baseURL!, path, 20 * 1024 * 1024, 64 * 1024), path).toMatch(/^HTTP\/1\.1 40[13] /);
  }
});

/** A TLS handshake with the edge: the cipher agreed, or "refused" and why. */
function handshake(baseURL: string, options: ConnectionOptions): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), rejectUnauthorized: false, ...options }, () => {
      resolve(socket.getCipher().name);
      socket.end();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`refused (${error.code})`));
  });
}

test('@edge TLS 1.2 agrees only suites with forward secrecy and AEAD, no CBC', async ({ baseURL }) => {
  const tls12 = { servername: 'localhost', minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2' } as const;
  // The certificate here is ECDSA, so these are the CBC suites it could otherwise agree (SHA-1 and SHA-2 MACs).
  for (const ciphers of ['ECDHE-ECDSA-AES128-SHA', 'ECDHE-ECDSA-AES256-SHA', 'ECDHE-ECDSA-AES128-SHA256', 'ECDHE-ECDSA-AES256-SHA384']) {
    expect(await handshake(baseURL!, { ...tls12, ciphers }), ciphers).toMatch(/^refused/);
  }
  for (const ciphers of ['ECDHE-ECDSA-AES128-GCM-SHA256', 'ECDHE-ECDSA-AES256-GCM-SHA384', 'ECDHE-ECDSA-CHACHA20-POLY1305']) {
    expect(await handshake(baseURL!, { ...tls12, ciphers }), ciphers).toBe(ciphers);
  }
});

test("@edge a name not the portal's gets no answer, and plain HTTP never redirects to it", async ({ playwright, request, baseURL }) => {
  const closed = 'closed unanswered';
  const http = await playwright.request.newContext();
  const plain = `http://localhost:${process.env.E2E_EDGE_HTTP_PORT}/news?page=2`;
  const asked = await http.get(plain, { headers: { Host: 'evil.example' }, maxRedirects: 0 }).catch(() => null);
  expect(asked?.headers().location ?? closed).toBe(closed);
  // The portal's own name still redirects, to itself.
  expect((await http.get(plain, { maxRedirects: 0 })).headers().location).toBe('https://localhost/news?page=2');
  await http.dispose();
  // Over TLS: a handshake for another name is refused, and another Host on the portal's connection is not answered.
  expect(await handshake(baseURL!, { servername: 'evil.example' })).toMatch(/^refused/);
  expect(await handshake(baseURL!, { servername: 'localhost' })).not.toMatch(/^refused/);
  const other = await request.get('/', { headers: { Host: 'evil.example' } }).then(
    (response) => `${response.status()}`,
    () => closed,
  );
  expect(other).toBe(closed);
});
