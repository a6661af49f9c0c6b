// A real login's time while floods of wrong passwords come in (run by hand: `node bench/login-flood.mjs`).
// The API alone on PostgreSQL (DATABASE_URL, else a throwaway cluster, as servers.mjs starts one),
// each client's address given in X-Forwarded-For, which the API trusts from loopback.
// - idle: real logins one after another, nothing else going on;
// - one address: 8 workers send that address's 30 allowed tries a minute (each to an unknown
//   email, so every try costs a full password check); a fresh address each round;
// - rotating addresses: 8 workers cycle through 16 addresses, each well under its limit.
// Each figure is the median of the real logins made while its flood was under way.
//
// `--site`: the API in this process instead (on a free port; PGlite in memory unless DATABASE_URL
// is set), at its production password settings: the 30 /64s of one IPv6 /48 each send one wrong
// login every 2 s (each /64 within its 30 a minute; together far more than the checks the
// instance makes, so its queue of PASSWORD_HASH_QUEUE places stays as full as it lets them keep
// it) while BENCH_REAL_LOGINS real logins come one every BENCH_REAL_EVERY_MS, each from an address
// of its own (by default 30, one every 3 s: a third of what one password check at a time serves).
// It prints the share of real logins answered 2xx and their p95, beside idle's. BENCH_API_DIR runs
// another checkout's API (its api/ folder); BENCH_FILL_SECONDS is how long the flood runs before
// the first real login.
/* global fetch, performance */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT, startPostgres } from './servers.mjs';

const PORT = Number(process.env.BENCH_API_PORT ?? 4100);
let BASE = `http://127.0.0.1:${PORT}`;
const RESIDENT = { email: 'resident@example.org', password: 'Resident!2026' };
const WORKERS = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 9);
const XSRF = randomBytes(32).toString('base64url');
const SITE_KEYS = 30;
const SITE_TRY_MS = 2000;
const FILL_SECONDS = Number(process.env.BENCH_FILL_SECONDS ?? 15);
const REAL_LOGINS = Number(process.env.BENCH_REAL_LOGINS ?? 30);
const REAL_EVERY_MS = Number(process.env.BENCH_REAL_EVERY_MS ?? 3000);
const API_DIR = path.resolve(process.env.BENCH_API_DIR ?? path.join(ROOT, 'api'));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The value at that fraction of the sorted values (0.5: the median). */
const quantile = (values, fraction) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
};
const median = (values) => quantile(values, 0.5);

async function login(body, address) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}`, 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

let realAddress = 0;
/** One real login from an address of its own (so no per-address limit is near). */
async function realLogin() {
  realAddress += 1;
  const result = await login(RESIDENT, `198.51.100.${realAddress % 250}`);
  if (result.status !== 200) throw new Error(`real login answered ${result.status}`);
  return result.ms;
}

/** WORKERS loops sending wrong passwords while `running()`; returns the statuses they got. */
function flood(addressOf, running) {
  const statuses = {};
  let sent = 0;
  const worker = async () => {
    while (running()) {
      const n = sent++;
      const { status } = await login(
        { email: `nobody-${n}-${randomBytes(4).toString('hex')}@example.org`, password: 'wrong-guess-123' },
        addressOf(n),
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  return { done: Promise.all(Array.from({ length: WORKERS }, worker)), statuses };
}

async function measureIdle(count) {
  const times = [];
  for (let i = 0; i < count; i++) times.push(await realLogin());
  return times;
}

/** Each round: a fresh address floods until its 30 tries are all answered; real logins meanwhile. */
async function measureOneAddress() {
  const times = [];
  const statuses = {};
  for (let round = 0; round < ROUNDS; round++) {
    let hashing = true;
    const address = `203.0.113.${10 + round}`;
    const attack = flood(
      () => address,
      () => hashing,
    );
    const real = (async () => {
      await sleep(300);
      while (hashing) {
        const ms = await realLogin();
        // Only the logins that ran while the flood's tries were still being checked count.
        if (hashing) times.push(ms);
      }
    })();
    // The flood is over once its address is refused (429) several times in a row.
    while ((attack.statuses[429] ?? 0) < WORKERS) await sleep(50);
    hashing = false;
    await Promise.all([attack.done, real]);
    for (const [status, n] of Object.entries(attack.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  }
  return { times, statuses };
}

async function measureRotating(count) {
  let running = true;
  const attack = flood(
    (n) => `192.0.2.${100 + (n % 16)}`,
    () => running,
  );
  await sleep(1000);
  const times = [];
  for (let i = 0; i < count; i++) times.push(await realLogin());
  running = false;
  await attack.done;
  return { times, statuses: attack.statuses };
}

async function main() {
  const postgres = startPostgres();
  if (!postgres) throw new Error('no PostgreSQL: set DATABASE_URL or install Debian postgresql');
  // tsx in this process's place (not through pnpm, whose children leave its process group), so stopping it stops the API.
  const api = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: postgres.url, SEED: 'true', TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${BASE}/api/health/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 480) throw new Error('the API did not start');
      await sleep(250);
    }
    const row = (name, times, statuses) =>
      `${name.padEnd(24)} median ${median(times).toFixed(0).padStart(5)} ms  (${times.length} logins: ${times.map((t) => t.toFixed(0)).join(' ')})` +
      (statuses ? `  flood answers ${JSON.stringify(statuses)}` : '');
    console.log(`PostgreSQL: ${postgres.source}`);
    await measureIdle(3); // warm-up
    const idle = await measureIdle(LOGINS);
    console.log(row('idle', idle));
    const one = await measureOneAddress();
    console.log(row('one address, 8 workers', one.times, one.statuses));
    const rotating = await measureRotating(LOGINS);
    console.log(row('8 workers, 16 addresses', rotating.times, rotating.statuses));
    console.log(`ratio to idle: ${(median(one.times) / median(idle)).toFixed(2)}x, ${(median(rotating.times) / median(idle)).toFixed(2)}x`);
  } finally {
    api.kill('SIGTERM');
    await sleep(2000);
    postgres.stop();
  }
}

/**
 * The API in this process on a free port, as server.ts starts it, at the production password
 * settings (scrypt's cost, PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE).
 */
async function startInProcess() {
  // Route folders are .ts files: tsx compiles them, and autoload must be told it may load them.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT = 'true';
  const { register } = await import('tsx/esm/api');
  register();
  const { buildApp } = await import(pathToFileURL(path.join(API_DIR, 'src/app.ts')).href);
  const { loadConfig } = await import(pathToFileURL(path.join(API_DIR, 'src/config.ts')).href);
  const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { PGLITE_DIR: 'memory://' };
  const config = loadConfig({ ...database, SEED: 'true', TRUST_PROXY: 'loopback', LOG_LEVEL: 'error', LOG_FORMAT: 'json' });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { concurrency, maxWaiting } = config.security.passwordHashing;
  return {
    app,
    port: app.server.address().port,
    concurrency,
    maxWaiting,
    database: process.env.DATABASE_URL ? 'DATABASE_URL' : 'PGlite in memory',
  };
}

/** Each of the /48's 30 /64s sends a wrong login every 2 s (spread over the 2 s) while `running()`. */
function siteFlood(running) {
  const statuses = {};
  const sent = [];
  const key = async (i) => {
    await sleep((i * SITE_TRY_MS) / SITE_KEYS);
    for (let n = 0; running(); n++) {
      const body = { email: `nobody-${i}-${n}-${randomBytes(4).toString('hex')}@example.org`, password: 'wrong-guess-123' };
      sent.push(
        login(body, `2001:db8:30:${(i + 1).toString(16)}::${(n % 0xffff) + 1}`).then(({ status }) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        }),
      );
      await sleep(SITE_TRY_MS);
    }
  };
  const keys = Promise.all(Array.from({ length: SITE_KEYS }, (_, i) => key(i)));
  return { done: keys.then(() => Promise.all(sent)), statuses };
}

async function mainSite() {
  const api = await startInProcess();
  BASE = `http://127.0.0.1:${api.port}`;
  try {
    console.log(
      `API in this process (${api.database}; API: ${API_DIR}): ${api.concurrency} password checks at once, ${api.maxWaiting} waiting`,
    );
    await measureIdle(3); // warm-up
    const idle = await measureIdle(LOGINS);
    console.log(`idle: median ${median(idle).toFixed(0)} ms, p95 ${quantile(idle, 0.95).toFixed(0)} ms (${idle.length} logins)`);

    let flooding = true;
    const attack = siteFlood(() => flooding);
    await sleep(FILL_SECONDS * 1000);
    const real = [];
    let address = 0;
    for (let i = 0; i < REAL_LOGINS; i++) {
      address += 1;
      real.push(login(RESIDENT, `198.51.100.${address % 250}`));
      await sleep(REAL_EVERY_MS);
    }
    const results = await Promise.all(real);
    flooding = false;
    await attack.done;

    const ok = results.filter((result) => result.status >= 200 && result.status < 300).map((result) => result.ms);
    const statuses = {};
    for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
    const p95 = quantile(ok, 0.95);
    console.log(
      `30 /64s of one /48, a wrong login each every 2 s: real logins ${JSON.stringify(statuses)}, ` +
        `${((100 * ok.length) / results.length).toFixed(0)} % 2xx; their median ${median(ok).toFixed(0)} ms, ` +
        `p95 ${p95.toFixed(0)} ms (${(p95 / median(idle)).toFixed(2)} x idle's median); flood answers ${JSON.stringify(attack.statuses)}\n` +
        `  real logins, in order: ${results.map(({ status, ms }) => `${status} ${ms.toFixed(0)}`).join(', ')}`,
    );
  } finally {
    await api.app.close();
  }
}

if (process.argv.includes('--help')) {
  console.log(
    'node bench/login-flood.mjs          floods from one address and from 16 (PostgreSQL, the API on BENCH_API_PORT)\n' +
      'node bench/login-flood.mjs --site   the 30 /64s of one /48 (the API in this process, on a free port)',
  );
} else if (process.argv.includes('--site')) {
  await mainSite();
} else {
  await main();
}
