// Starting and stopping what the benchmark measures: the portal from its production builds as
// `pnpm start` serves it (scripts/start.mjs: the Node host and the API), the production edge in
// front of the same deploy and API (scripts/edge.mjs: nginx with edge/portal.conf, TLS and HTTP/2),
// the single-bundle yardstick (deployed to a host folder of its own, behind a second edge or the
// static host), the API alone, and a throwaway PostgreSQL.
/* global fetch */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { preparePrefix } from '../scripts/edge.mjs';
import { API_PORT, SHELL } from '../tools/apps.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** The Node host of `pnpm start` (HTTP/1.1, no TLS). */
export const PORTAL = `http://localhost:${SHELL.port}`;
/** The production edge run on this machine (nginx, HTTP/2 over TLS with a self-signed certificate). */
export const EDGE_PORTS = { https: 3443, http: 3080 };
export const EDGE = `https://localhost:${EDGE_PORTS.https}`;
/** The same edge in front of the single-bundle yardstick's host folder, beside it (the same API). */
export const SINGLE_EDGE_PORTS = { https: 3444, http: 3081 };
export const SINGLE_EDGE = `https://localhost:${SINGLE_EDGE_PORTS.https}`;

/** Starts a command in its own process group; stop() ends that group. */
function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  let exited = null;
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  child.on('exit', (code, signal) => (exited = signal ?? code));
  return {
    name,
    errors: () => errors,
    /** null while it runs, else its exit code or signal. */
    exited: () => exited,
    /** SIGTERM to the whole group, then SIGKILL to whatever of it is left after 5 s. */
    stop: async () => {
      const signal = (name) => {
        try {
          process.kill(-child.pid, name);
          return true;
        } catch {
          return false;
        }
      };
      signal('SIGTERM');
      for (let i = 0; i < 50 && signal(0); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      signal('SIGKILL');
    },
  };
}

/** Whether `url` answers 2xx; over HTTPS, whatever its certificate (the edge's is self-signed). */
function answers(url) {
  if (!url.startsWith('https:')) {
    return fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  }
  return new Promise((resolve) => {
    const asked = request(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 300);
    });
    asked.on('error', () => resolve(false));
    asked.end();
  });
}

/** Refuses to start a server where another one already answers: what would be measured is not ours. */
async function mustBeFree(url, name) {
  if (await answers(url)) throw new Error(`Something already answers at ${url}: stop it before the benchmark starts ${name}.`);
}

async function waitFor(url, what, seconds = 120) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (what.exited() !== null) throw new Error(`${what.name} stopped (${what.exited()}) before it answered at ${url}: ${what.errors()}`);
    const ok = await answers(url);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what.name} did not answer at ${url}: ${what.errors()}`);
}

const freshPglite = () => mkdtempSync(path.join(tmpdir(), 'portal-bench-'));

/** The portal as `pnpm start` serves it (deployed builds, API on a fresh embedded database with demo data). */
export async function startPortal(pgliteDir = freshPglite()) {
  await mustBeFree(`${PORTAL}/api/health/`, 'the portal');
  await mustBeFree(`http://127.0.0.1:${API_PORT}/api/health/`, 'the API');
  const portal = start('portal', process.execPath, ['scripts/start.mjs'], { PGLITE_DIR: pgliteDir });
  await waitFor(`${PORTAL}/api/health/`, portal);
  return portal;
}

/**
 * The prefixes of the edges (scripts/edge.mjs) in front of each host folder of `sites` ({ key: {
 * dir, ports } }), with one self-signed certificate, and the Chromium flag that trusts that
 * certificate's key: with it the browser sees a valid certificate, and caches what it fetches as it
 * would from a real one (a response with a certificate error, even one ignored by
 * --ignore-certificate-errors, is never stored in the HTTP cache, so a script fetched ahead would
 * be downloaded again).
 */
export async function prepareEdges(sites) {
  const prefixes = {};
  let tls = null;
  for (const [key, { dir, ports }] of Object.entries(sites)) {
    const prefix = mkdtempSync(path.join(tmpdir(), 'portal-bench-edge-'));
    // The first prefix's certificate in every other: preparePrefix keeps one it finds.
    if (tls) cpSync(tls, path.join(prefix, 'tls'), { recursive: true });
    await preparePrefix({ prefix, httpsPort: ports.https, httpPort: ports.http, api: `127.0.0.1:${API_PORT}`, site: dir });
    tls ??= path.join(prefix, 'tls');
    prefixes[key] = { prefix, site: dir, ports };
  }
  const spki = execFileSync('sh', [
    '-c',
    `openssl x509 -in '${tls}/portal.crt' -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | openssl base64 -A`,
  ])
    .toString()
    .trim();
  return { ...prefixes, chromiumFlags: [`--ignore-certificate-errors-spki-list=${spki}`] };
}

/** Removes the prefixes prepareEdges made. */
export function removeEdges(edges) {
  for (const { prefix } of Object.values(edges).filter((edge) => edge.prefix)) rmSync(prefix, { recursive: true, force: true });
}

/**
 * The production edge in front of a running portal's API (startPortal): nginx with
 * edge/portal.conf and edge/api.conf as they are, on a prefix prepareEdges made, serving its host
 * folder over TLS and HTTP/2, /api/ to the API on 127.0.0.1:API_PORT (scripts/edge.mjs).
 */
export async function startEdge({ prefix, site, ports }) {
  const base = `https://localhost:${ports.https}`;
  await mustBeFree(`${base}/`, 'the edge');
  const edge = start('edge', process.execPath, [
    'scripts/edge.mjs',
    '--prefix',
    prefix,
    '--https-port',
    String(ports.https),
    '--http-port',
    String(ports.http),
    '--api',
    `127.0.0.1:${API_PORT}`,
    '--site',
    site,
  ]);
  await waitFor(`${base}/api/health/`, edge);
  return edge;
}

/** The single-bundle build served on the shell's port, with the API behind it. */
export async function startSingleBundle(hostDir) {
  const api = await startApi({ PGLITE_DIR: freshPglite() });
  await mustBeFree(`${PORTAL}/`, 'the single bundle');
  const web = start('single bundle', process.execPath, [
    'tools/serve-static.mjs',
    '--dir',
    hostDir,
    '--shell',
    '--port',
    String(SHELL.port),
    '--host',
    'localhost',
    '--api',
    `http://127.0.0.1:${API_PORT}`,
  ]);
  await waitFor(`${PORTAL}/api/health/`, web);
  return { stop: () => Promise.all([web.stop(), api.stop()]) };
}

/** The API alone on its port; DATABASE_URL in env for PostgreSQL. */
export async function startApi(env) {
  await mustBeFree(`http://127.0.0.1:${API_PORT}/api/health/`, 'the API');
  const api = start('api', 'pnpm', ['--filter', '@portal/api', 'start'], { PORT: String(API_PORT), ...env });
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health/`, api);
  return api;
}

/**
 * A PostgreSQL to measure against: DATABASE_URL when set; else a throwaway cluster from Debian's
 * postgresql package on port 55432 (as .ci/run starts one); else null.
 */
export function startPostgres() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, source: 'DATABASE_URL', stop: () => {} };
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.map((version) => `/usr/lib/postgresql/${version}/bin`).findLast((dir) => existsSync(`${dir}/initdb`));
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-pg-'));
  const port = 55433;
  const asRoot = process.getuid?.() === 0;
  const run = (command) => execFileSync(asRoot ? 'su' : 'sh', asRoot ? ['postgres', '-c', command] : ['-c', command], { stdio: 'ignore' });
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run(`${bin}/initdb -D ${dir}/data -A trust -U postgres`);
  run(`${bin}/pg_ctl -D ${dir}/data -w -l ${dir}/log -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200' start`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    source: `a throwaway cluster (${bin})`,
    stop: () => {
      run(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
