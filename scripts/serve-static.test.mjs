import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serveStatic } from '../tools/serve-static.mjs';
import { edgeHeaders, STRICT_POLICY } from './edge-headers.mjs';

// The static host serves every app on one origin with the headers the deploy wrote for each kind
// of answer (docs/deploying.md): what is live is asked for again each time, a version folder is
// kept for a year.

const IMMUTABLE = 'public, max-age=31536000, immutable';
let host;
let shell;
let remote;

async function write(file, text) {
  await mkdir(path.dirname(path.join(host, file)), { recursive: true });
  await writeFile(path.join(host, file), text);
}

/** The headers a deploy writes for this page (scripts/deploy.mjs). */
const writeHeaders = (page) => write('edge/headers.json', JSON.stringify(edgeHeaders({ remotes: [] }, page)));

beforeAll(async () => {
  host = await mkdtemp(path.join(os.tmpdir(), 'static-host-'));
  await write('shell/s1/index.html', '<!doctype html><title>s1</title><script src="/shell/s1/main.js"></script>');
  await write('shell/s1/main.js', 'console.log("s1");');
  await write('shell/s1/version.json', '{"app":"shell","version":"s1"}');
  await write('shell/s1/portal.css', ':root{}');
  await write('latest.json', '{"apps":{"shell":{"version":"s1"}}}');
  await write('config.json', '{"appName":"Portal","apiBase":"/api","remotes":[]}');
  await write('mfe-donations/d1/remoteEntry.js', 'var donations;');
  await writeHeaders('<!doctype html><title>s1</title>');
  shell = await serveStatic({ dir: host, port: 0, shell: true });
  remote = await serveStatic({ dir: path.join(host, 'mfe-donations'), port: 0 });
});

afterAll(async () => {
  await Promise.all([shell?.close(), remote?.close()]);
  await rm(host, { recursive: true, force: true });
});

describe('the static host', () => {
  it('serves what is live with no-cache: the page at every path, config, versions, the live shell’s files', async () => {
    for (const url of ['/', '/news/some-article', '/config.json', '/version.json', '/builds/latest.json', '/portal.css']) {
      const response = await shell.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await shell.inject({ url: '/users/profile' })).body).toContain('<title>s1</title>');
    expect(JSON.parse((await shell.inject({ url: '/version.json' })).body).version).toBe('s1');
  });

  it('answers an unchanged live file with 304, so asking again costs no download', async () => {
    const { headers } = await shell.inject({ url: '/' });
    const again = await shell.inject({ url: '/', headers: { 'if-none-match': headers.etag } });
    expect(again.statusCode).toBe(304);
  });

  it('serves the files of every app’s version folders as immutable on the one origin, and a remote’s on an origin of its own', async () => {
    for (const [app, url] of [
      [shell, '/shell/s1/main.js'],
      [shell, '/apps/mfe-donations/d1/remoteEntry.js'],
      [remote, '/d1/remoteEntry.js'],
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(IMMUTABLE);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['content-security-policy'], url).toBe(STRICT_POLICY);
    }
  });

  it('serves nothing else of the host by the apps’ path: what is live and its records are not versions', async () => {
    for (const url of ['/apps/latest.json', '/apps/edge/headers.json', '/apps/shell/s1/main.js', '/apps/mfe-donations/latest.json']) {
      const response = await shell.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('the page with its first screen', () => {
  it('is the one the deploy wrote, its inline script allowed by its hash for script elements only', async () => {
    const code = 'document.documentElement.dataset.session = "visitor";';
    const drawn = `<!doctype html><title>drawn</title><script type="application/json" id="reads">{}</script><script>${code}</script>`;
    await write('index.html', drawn);
    await writeHeaders(drawn);
    try {
      const page = await shell.inject({ url: '/news/some-article' });
      expect(page.body).toContain('<title>drawn</title>');
      const policy = page.headers['content-security-policy'];
      const hash = createHash('sha256').update(code).digest('base64');
      expect(policy).toContain(`script-src-elem 'self' 'sha256-${hash}';`);
      expect(policy).toContain("script-src 'self';");
      expect(policy.match(/sha256-/g)).toHaveLength(1);
    } finally {
      await rm(path.join(host, 'index.html'));
      await writeHeaders('<!doctype html><title>s1</title>');
    }
    expect((await shell.inject({ url: '/news/some-article' })).headers['content-security-policy']).not.toContain('script-src-elem');
  });
});

describe('answers given before any route runs', () => {
  it('carry the security headers: a path that does not decode (400), headers over 16 KB (431)', async () => {
    for (const app of [shell, remote]) {
      const { port } = app.server.address();
      for (const [url, init, status] of [
        ['/news/%E0%A4%A', undefined, 400],
        ['/', { headers: { 'x-padding': 'a'.repeat(20_000) } }, 431],
      ]) {
        const response = await globalThis.fetch(`http://127.0.0.1:${port}${url}`, init);
        expect(response.status, url).toBe(status);
        expect(response.headers.get('content-security-policy')).toBe(STRICT_POLICY);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(await response.json()).toHaveProperty('detail');
      }
    }
  });
});

describe('files compressed by the deploy', () => {
  it('are sent as they are, in the encoding the browser takes, and the file itself to one taking none', async () => {
    const { precompress } = await import('./precompress.mjs');
    const script = `console.log(${JSON.stringify('a version never changes; '.repeat(200))});`;
    await write('shell/s1/big.js', script);
    await precompress(path.join(host, 'shell/s1'));
    const brotli = await shell.inject({ url: '/shell/s1/big.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await shell.inject({ url: '/shell/s1/big.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await shell.inject({ url: '/shell/s1/big.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });
});
