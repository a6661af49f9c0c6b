#!/usr/bin/env node
// The production edge (edge/portal.conf, with edge/api.conf) run by nginx on this machine, as an
// operator runs it: a prefix folder holding both files as they are in the repository, and this
// environment's own parts beside them (docs/operations.md, "The edge"): the deploy folder as site,
// a self-signed certificate for localhost, localhost as the portal's name, the API of
// `node scripts/start.mjs` as the upstream, and high ports.
//
//   node scripts/edge.mjs --prefix <dir> [--https-port 3443] [--http-port 3080] [--api 127.0.0.1:4000] [--site <host folder>]
//     sets the prefix up and runs nginx in the foreground until it is stopped (the site: DEPLOY_DIR
//     unless told another host folder laid out as the deploy's, such as the benchmark's yardstick);
//   node scripts/edge.mjs reload --prefix <dir>
//     has nginx read its configuration and the deploy's header includes again, and returns once
//     only workers on the new configuration answer (a deploy's DEPLOY_RELOAD).
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';

import { API_PORT } from '../tools/apps.mjs';
import { DEPLOY_DIR } from './deploy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx's module folder, where its package installs the brotli module: NGINX_MODULES_PATH, or what the binary was built with. */
async function modulesPath() {
  if (process.env.NGINX_MODULES_PATH) return process.env.NGINX_MODULES_PATH;
  const { stderr } = await run(NGINX, ['-V']);
  return /--modules-path=(\S+)/.exec(stderr)?.[1] ?? '/usr/lib/nginx/modules';
}

async function link(target, name) {
  await rm(name, { force: true, recursive: false }).catch(() => {});
  await symlink(target, name);
}

/** Whether this machine has IPv6 loopback (browsers try ::1 for localhost too). */
async function hasIpv6Loopback() {
  return (await readFile('/proc/net/if_inet6', 'utf8').catch(() => '')).includes('00000000000000000000000000000001');
}

/**
 * The prefix as docs/operations.md describes it: portal.conf and api.conf from the repository (links,
 * so what runs is those files byte for byte), and this environment's upstreams.conf, server-name.conf,
 * listen-*.conf, tls/, site (DEPLOY_DIR unless `site` names another host folder) and modules.
 */
export async function preparePrefix({ prefix, httpsPort, httpPort, api, site = DEPLOY_DIR }) {
  await mkdir(path.join(prefix, 'logs'), { recursive: true });
  await mkdir(path.join(prefix, 'tls'), { recursive: true });
  for (const file of ['portal.conf', 'api.conf']) await link(path.join(root, 'edge', file), path.join(prefix, file));
  await link(path.resolve(site), path.join(prefix, 'site'));
  await link(await modulesPath(), path.join(prefix, 'modules'));
  await writeFile(
    path.join(prefix, 'upstreams.conf'),
    `upstream portal_api {\n  server ${api} max_fails=1 fail_timeout=5s;\n  keepalive 16;\n}\n`,
  );
  // The portal's name here: what the tests and the benchmark ask for, and what plain HTTP redirects to.
  await writeFile(path.join(prefix, 'server-name.conf'), 'server_name localhost;\n');
  const loopbacks = ['127.0.0.1', ...((await hasIpv6Loopback()) ? ['[::1]'] : [])];
  const listen = (port, options) => loopbacks.map((address) => `listen ${address}:${port}${options};\n`).join('');
  await writeFile(path.join(prefix, 'listen-https.conf'), listen(httpsPort, ' ssl http2'));
  await writeFile(path.join(prefix, 'listen-http.conf'), listen(httpPort, ''));
  const cert = path.join(prefix, 'tls/portal.crt');
  const key = path.join(prefix, 'tls/portal.key');
  if (!existsSync(cert) || !existsSync(key)) {
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
  }
}

const nginxArgs = (prefix, ...extra) => ['-p', `${path.resolve(prefix)}/`, '-c', 'portal.conf', ...extra];

/** The master's pid, from the pid file portal.conf names. */
async function masterPid(prefix) {
  return Number((await readFile(path.join(prefix, 'logs/nginx.pid'), 'utf8')).trim());
}

/** The processes whose parent is `pid` (nginx's workers and cache processes), from /proc. */
async function childrenOf(pid) {
  const children = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …; comm may hold spaces and parentheses, so read after its last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children;
}

/**
 * `nginx -s reload`, then waits (at most `timeout` ms) until the workers that ran before have all
 * left: from then on, every connection is served on the new configuration and the headers the
 * deploy just wrote. Old workers finish the requests they have and close idle connections.
 * Before nginx has started there is nothing to reload.
 */
export async function reload(prefix, { timeout = 10_000 } = {}) {
  // Not started yet: it reads the deploy's files when it starts.
  if (!existsSync(path.join(prefix, 'logs/nginx.pid'))) return;
  const master = await masterPid(prefix);
  const before = await childrenOf(master);
  await run(NGINX, nginxArgs(prefix, '-s', 'reload'));
  const deadline = Date.now() + timeout;
  for (;;) {
    const now = await childrenOf(master);
    const renewed = now.some((pid) => !before.includes(pid));
    if (renewed && !now.some((pid) => before.includes(pid))) return;
    if (Date.now() > deadline) {
      throw new Error(renewed ? 'nginx reloaded, but its previous workers still run' : 'nginx did not reload (see logs/error.log)');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs nginx in the foreground on the prefix, its errors on stderr too; stops it with this process. */
export function runEdge(prefix) {
  // Started as root, nginx's workers would run as nobody, who may not enter the folder this checkout
  // sits in (a clone under /root): on this machine they serve as the one who started it.
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  const child = spawn(NGINX, nginxArgs(prefix, '-g', `daemon off; error_log stderr warn;${user}`), {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => child.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1)));
  return child;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      prefix: { type: 'string' },
      'https-port': { type: 'string', default: '3443' },
      'http-port': { type: 'string', default: '3080' },
      api: { type: 'string', default: `127.0.0.1:${API_PORT}` },
      site: { type: 'string', default: DEPLOY_DIR },
    },
  });
  if (!values.prefix) throw new Error('--prefix <dir> names the folder nginx runs from.');
  if (positionals[0] === 'reload') {
    await reload(values.prefix);
  } else {
    await preparePrefix({
      prefix: values.prefix,
      httpsPort: Number(values['https-port']),
      httpPort: Number(values['http-port']),
      api: values.api,
      site: values.site,
    });
    runEdge(values.prefix);
    console.log(`The edge serves ${values.site} at https://localhost:${values['https-port']} (nginx, ${values.prefix}).`);
  }
}
