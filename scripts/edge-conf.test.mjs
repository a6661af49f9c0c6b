import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { edgeHeaders, HEADER_KINDS, nginxInclude } from './edge-headers.mjs';
import { NGINX, preparePrefix } from './edge.mjs';

// The production edge's limits, as edge/portal.conf and edge/api.conf set them: what a browser test
// cannot check cheaply (descriptors, connections per address, timeouts, the TLS ciphers, which
// server answers which name), read from the files; and nginx itself accepts them on a prefix laid
// out as scripts/edge.mjs lays it out. The edge browser project (e2e/tests/edge.spec.ts) checks
// the rest on the running edge.

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFile(path.join(root, file), 'utf8');
const run = promisify(execFile);

/** nginx's configuration as a tree: each directive `{ name, args, block }`, comments left out. */
function parseNginx(text) {
  const tokens = [...text.matchAll(/#[^\n]*|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|([{};])|([^\s{};'"]+)/g)]
    .filter((match) => !match[0].startsWith('#'))
    .map((match) => (match[3] ? { mark: match[3] } : { word: match[1] ?? match[2] ?? match[4] }));
  let at = 0;
  const block = () => {
    const directives = [];
    let words = [];
    while (at < tokens.length) {
      const token = tokens[at++];
      if (token.mark === '}') return directives;
      if (token.mark === ';' || token.mark === '{') {
        const [name, ...args] = words;
        directives.push({ name, args, ...(token.mark === '{' ? { block: block() } : {}) });
        words = [];
      } else {
        words.push(token.word);
      }
    }
    return directives;
  };
  return block();
}

const all = (directives, name) => directives.filter((directive) => directive.name === name);
const one = (directives, name) => {
  const found = all(directives, name);
  expect(found, name).toHaveLength(1);
  return found[0];
};
const seconds = (value) => Number(/^(\d+)s$/.exec(value)?.[1] ?? NaN);
/** Every location in `directives`, nested ones too. */
const locations = (directives) => all(directives, 'location').flatMap((location) => [location, ...locations(location.block)]);
const locationNamed = (directives, ...args) => {
  const found = locations(directives).filter((location) => location.args.join(' ') === args.join(' '));
  expect(found, `location ${args.join(' ')}`).toHaveLength(1);
  return found[0];
};
/** The status codes each error_page of a level sends where, as { code: target }. */
const errorPages = (directives) =>
  Object.fromEntries(
    all(directives, 'error_page').flatMap(({ args }) => {
      const target = args.at(-1);
      return args.slice(0, -1).flatMap((code) => (/^\d+$/.test(code) ? [[code, target]] : []));
    }),
  );

const portal = parseNginx(await read('edge/portal.conf'));
const http = all(portal, 'http')[0]?.block ?? [];
const servers = all(http, 'server').map((server) => server.block);
const includes = (server, file) => all(server, 'include').some(({ args }) => args[0] === file);
/** The servers on the addresses of `listen` (listen-http.conf, listen-https.conf), in order, and the portal's own among them. */
const serversOn = (listen) => servers.filter((server) => includes(server, listen));
const portalServer = (listen) => serversOn(listen).find((server) => includes(server, 'server-name.conf'));
const api = parseNginx(await read('edge/api.conf'));
const apiLocation = all(api, 'location').find(({ args }) => args.join(' ') === '/api/')?.block ?? [];

describe('edge/portal.conf', () => {
  it('leaves each worker descriptors for twice its connections, and the documented unit allows as many', async () => {
    const limit = Number(one(portal, 'worker_rlimit_nofile').args[0]);
    const connections = Number(one(one(portal, 'events').block, 'worker_connections').args[0]);
    expect(limit).toBeGreaterThan(2 * connections);
    const units = [...(await read('docs/operations.md')).matchAll(/^```ini\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
    const unit = units.find((text) => text.includes('ExecStart=/usr/sbin/nginx -p /srv/portal-edge/ -c portal.conf'));
    expect(unit, "docs/operations.md's systemd unit").toBeDefined();
    expect(Number(/^LimitNOFILE=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThanOrEqual(limit);
  });

  it('holds requests in progress per client address, and closes idle connections soon', () => {
    const zone = one(http, 'limit_conn_zone');
    expect(zone.args[0]).toBe('$binary_remote_addr');
    const name = /^zone=([\w-]+):\d+m$/.exec(zone.args[1])?.[1];
    expect(one(http, 'limit_conn').args).toEqual([name, '128']);
    expect(one(http, 'limit_conn_status').args).toEqual(['429']);
    // Nowhere lifted.
    for (const server of servers) expect(locations(server).flatMap((location) => all(location.block, 'limit_conn'))).toEqual([]);
    expect(seconds(one(http, 'keepalive_timeout').args[0])).toBeLessThanOrEqual(20);
    // A connection that sends nothing, its TLS handshake included (nginx before 1.25.3 times it so).
    expect(seconds(one(http, 'client_header_timeout').args[0])).toBeLessThanOrEqual(10);
  });

  it("offers Mozilla's intermediate TLS to every server, the one refusing unknown names included", () => {
    expect(one(http, 'ssl_protocols').args).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(one(http, 'ssl_ciphers').args[0].split(':')).toEqual([
      'ECDHE-ECDSA-AES128-GCM-SHA256',
      'ECDHE-RSA-AES128-GCM-SHA256',
      'ECDHE-ECDSA-AES256-GCM-SHA384',
      'ECDHE-RSA-AES256-GCM-SHA384',
      'ECDHE-ECDSA-CHACHA20-POLY1305',
      'ECDHE-RSA-CHACHA20-POLY1305',
      'DHE-RSA-AES128-GCM-SHA256',
      'DHE-RSA-AES256-GCM-SHA384',
      'DHE-RSA-CHACHA20-POLY1305',
    ]);
    expect(one(http, 'ssl_prefer_server_ciphers').args).toEqual(['off']);
    // A handshake starts on the default server's settings, so no server has its own.
    for (const server of servers) {
      expect(server.filter(({ name }) => /^ssl_(protocols|ciphers|prefer_server_ciphers)$/.test(name))).toEqual([]);
    }
  });

  it("closes connections for any name but the portal's, and redirects plain HTTP to that name", () => {
    for (const listen of ['listen-http.conf', 'listen-https.conf']) {
      const [first, ...others] = serversOn(listen);
      // The first server on an address is its default: nothing named, nothing answered.
      expect(includes(first, 'server-name.conf'), listen).toBe(false);
      expect(one(first, 'return').args, listen).toEqual(['444']);
      expect(
        others.map((server) => includes(server, 'server-name.conf')),
        listen,
      ).toEqual([true]);
    }
    expect(one(serversOn('listen-https.conf')[0], 'ssl_reject_handshake').args).toEqual(['on']);
    expect(one(locationNamed(portalServer('listen-http.conf'), '/').block, 'return').args).toEqual([
      '301',
      'https://$server_name$request_uri',
    ]);
  });

  it('takes bodies of 1 MB, held in memory', () => {
    expect(one(http, 'client_max_body_size').args).toEqual(['1m']);
    expect(one(http, 'client_body_buffer_size').args).toEqual(['1m']);
  });

  it("answers nginx's own errors with their status, as the portal's JSON with the error headers", () => {
    const tls = portalServer('listen-https.conf');
    for (const server of [tls, portalServer('listen-http.conf')]) {
      const pages = errorPages(server);
      const codes = ['400', '403', '405', '408', '413', '414', '429', '494', '500', '501', '502', '503', '504', '505'];
      expect(Object.keys(pages)).toEqual(expect.arrayContaining(codes));
      const target = pages['400'];
      // A location, not a named one: a request line nginx could not read has no path to carry there.
      expect(target.startsWith('@')).toBe(false);
      for (const code of codes) expect(pages[code], code).toBe(target);
      const errors = locationNamed(server, '=', target).block;
      expect(all(errors, 'internal')).toHaveLength(1);
      expect(all(errors, 'include').map(({ args }) => args[0])).toEqual(['site/edge/error-headers.conf']);
      expect(one(errors, 'default_type').args).toEqual(['application/json']);
      expect(one(errors, 'return').args).toEqual(['200', '{"detail":"$portal_error_detail"}']);
    }
    expect(all(tls, 'error_page').find(({ args }) => args[0] === '494').args).toEqual(['494', '=431', '/.edge-error']);
    const details = one(http, 'map');
    expect(details.args).toEqual(['$status', '$portal_error_detail']);
    const detail = Object.fromEntries(details.block.map(({ name, args }) => [name, args[0]]));
    expect(detail).toMatchObject({
      400: 'The request could not be read.',
      413: 'The request body is too large.',
      414: 'The address is too long.',
      431: 'The request headers are too large.',
    });
    for (const text of Object.values(detail)) expect(JSON.parse(`{"detail":"${text}"}`).detail).toBe(text);
  });
});

describe('edge/api.conf', () => {
  it("takes more than 1 MB only on the API's upload routes, its multipart ones, as much as before", async () => {
    expect(one(apiLocation, 'client_max_body_size').args).toEqual(['1m']);
    expect(one(apiLocation, 'client_body_buffer_size').args).toEqual(['1m']);
    // Each folder of api/src/routes is its URL under /api/ (plugins/app/route-folders.ts).
    const multipart = [];
    const routes = path.join(root, 'api/src/routes');
    for (const entry of await readdir(routes, { recursive: true })) {
      if (path.basename(entry) !== 'index.ts') continue;
      if ((await readFile(path.join(routes, entry), 'utf8')).includes("consumes: ['multipart/form-data']")) {
        multipart.push(`/api/${path.dirname(entry).split(path.sep).join('/')}/`);
      }
    }
    expect(multipart.sort()).toEqual(['/api/configuration/files/', '/api/uploads/']);
    const larger = locations(apiLocation).filter((location) => all(location.block, 'client_max_body_size').length);
    expect(larger.map(({ args }) => args.join(' ')).sort()).toEqual(multipart.map((route) => `= ${route}`));
    for (const { block } of larger) {
      expect(one(block, 'client_max_body_size').args).toEqual(['21m']);
      expect(one(block, 'proxy_pass').args).toEqual(['http://portal_api']);
      // Streamed to the API, which refuses a request without a session before reading its body.
      expect(one(block, 'proxy_request_buffering').args).toEqual(['off']);
    }
  });

  it("answers nginx's own errors under /api/ with their status, in the API's shape with the API's headers", () => {
    const pages = errorPages(apiLocation);
    for (const code of ['400', '408', '413', '429', '500']) expect(pages[code], code).toBe('@api_error');
    for (const code of ['502', '503', '504']) expect(pages[code], code).toBe('@api_unavailable');
    const headers = (location) =>
      Object.fromEntries(
        all(locationNamed(api, location).block, 'add_header').map(({ args: [name, value, always] }) => [name, [value, always]]),
      );
    const { 'Retry-After': errorRetry, ...error } = headers('@api_error');
    const { 'Retry-After': unavailableRetry, ...unavailable } = headers('@api_unavailable');
    expect(error).toEqual(unavailable);
    expect([errorRetry, unavailableRetry]).toEqual([
      ['$api_retry_after', 'always'],
      ['5', 'always'],
    ]);
    const errors = locationNamed(api, '@api_error').block;
    expect(one(errors, 'return').args).toEqual(['200', '{"detail":"$api_error_detail"}']);
    const details = [...all(errors, 'set'), ...all(errors, 'if').flatMap(({ block }) => all(block, 'set'))]
      .filter(({ args }) => args[0] === '$api_error_detail')
      .map(({ args }) => args[1]);
    expect(details).toEqual(expect.arrayContaining(['The request could not be read.', 'The request body is too large.']));
  });
});

describe('nginx', () => {
  const made = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  it.skipIf(!existsSync(NGINX))('accepts both files on a prefix laid out as scripts/edge.mjs lays it out', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'edge-conf-'));
    made.push(dir);
    // A host folder with the deploy's header includes, as a deploy leaves it.
    const site = path.join(dir, 'site');
    await mkdir(path.join(site, 'edge'), { recursive: true });
    const headers = edgeHeaders({ remotes: [] }, '<!doctype html><title>Portal</title>');
    for (const kind of HEADER_KINDS) await writeFile(path.join(site, 'edge', `${kind}-headers.conf`), nginxInclude(headers[kind]));
    const prefix = path.join(dir, 'prefix');
    await preparePrefix({ prefix, httpsPort: 8443, httpPort: 8080, api: '127.0.0.1:4000', site });
    const { stderr } = await run(NGINX, ['-p', `${prefix}/`, '-c', 'portal.conf', '-e', 'stderr', '-t']);
    expect(stderr).toContain('test is successful');
  });
});
