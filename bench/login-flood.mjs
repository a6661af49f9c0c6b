// A real login's time while floods of wrong passwords come in (run by hand: `node bench/login-flood.mjs`).
// The API alone on PostgreSQL (DATABASE_URL, else a throwaway cluster, as servers.mjs starts one),
// each client's address given in X-Forwarded-For, which the API trusts from loopback.
// - idle: real logins one after another, nothing else going on;
// - one address: 8 workers send that address's 30 allowed tries a minute (each to an unknown
//   email, so every try costs a full password check); a fresh address each round;
// - rotating addresses: 8 workers cycle through 16 addresses, each well under its limit.
// Each figure is the median of the real logins made while its flood was under way.
/* global fetch, performance */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { ROOT, startPostgres } from './servers.mjs';

const PORT = Number(process.env.BENCH_API_PORT ?? 4100);
const BASE = `http://127.0.0.1:${PORT}`;
const RESIDENT = { email: 'resident@example.org', password: 'Resident!2026' };
const WORKERS = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 9);
const XSRF = randomBytes(32).toString('base64url');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};

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

await main();
