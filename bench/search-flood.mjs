// Another account's news list while one account floods the search (run by hand: `node bench/search-flood.mjs`).
// The API alone on PostgreSQL (DATABASE_URL, else a throwaway cluster, as servers.mjs starts one),
// on a fresh database of its own with the demo data and ARTICLES published articles added.
// - each search below, alone: the median of 5 (the worst of them is the flood's query);
// - idle: the news list (GET /api/news/) read by another account, one read after another;
// - flood: the same while 11 workers of one account send the worst search over and over, each as
//   soon as its last one was answered (a refused one included).
// BENCH_API_DIR runs another checkout's API (its api/ folder) against the same setup.
//
// `--site`: the same API and data, searched from many places at once, each address given in
// X-Forwarded-For (trusted from loopback): 4 anonymous addresses each keep 3 of the worst searches
// in flight, over and over, while a resident searches the same once every BENCH_RESIDENT_EVERY_MS
// (26 times, after 5 s of flood), from an address of its own. It prints the share of the
// resident's searches answered 2xx and their p95, beside the same search's time alone.
/* global fetch, performance */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

import { ROOT, startPostgres } from './servers.mjs';

const pg = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');

const PORT = Number(process.env.BENCH_API_PORT ?? 4101);
const BASE = `http://127.0.0.1:${PORT}`;
const API_DIR = path.resolve(process.env.BENCH_API_DIR ?? path.join(ROOT, 'api'));
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 2000);
const WORKERS = 11;
const READS = Number(process.env.BENCH_READS ?? 30);
const XSRF = randomBytes(32).toString('base64url');
const SEARCHER = { email: 'resident@example.org', password: 'Resident!2026' };
const READER = { email: 'admin@example.org', password: 'Admin!2026' };

/** The searches tried: the expensive shapes of query the API may be sent. */
const SEARCHES = [
  'council',
  'council&page=1000',
  '"residents council"',
  'council -zzzqqq',
  'council or residents or water',
  '-zzzqqq',
  '-zzzqqq&page=1000',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};
const p90 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? NaN;

const WORDS = (() => {
  const syllables = ['ka', 'lo', 'mi', 're', 'to', 'sa', 'ne', 'vi', 'du', 'ra', 'pe', 'zo', 'qui', 'ber', 'tan', 'gol'];
  const words = [];
  for (const a of syllables) for (const b of syllables) for (const c of syllables) words.push(a + b + c);
  return words;
})();

/** An article of about 400 words: every one says "council" and "residents", never next to each other. */
function article(i) {
  const pick = (n) => Array.from({ length: n }, (_, k) => WORDS[(i * 7919 + k * 104729) % WORDS.length]).join(' ');
  const paragraphs = Array.from({ length: 8 }, (_, p) => `${pick(24 + p)} council ${pick(12)}. The residents ${pick(10)}.`);
  return {
    slug: `bench-article-${i}`,
    title: `Notice ${i}: ${pick(5)}`,
    summary: `${pick(18)} for residents.`,
    body: paragraphs.join('\n\n'),
  };
}

async function addArticles(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let start = 0; start < ARTICLES; start += 200) {
      const rows = Array.from({ length: Math.min(200, ARTICLES - start) }, (_, k) => article(start + k));
      await client.query(
        `INSERT INTO news (slug, title, summary, body, is_published, published_at)
         SELECT slug, title, summary, body, true, now() - make_interval(mins => n::int)
         FROM jsonb_to_recordset($1::jsonb) AS r(slug text, title text, summary text, body text, n int)`,
        [JSON.stringify(rows.map((row, k) => ({ ...row, n: start + k })))],
      );
    }
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

async function login(who) {
  const response = await fetch(`${BASE}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}` },
    body: JSON.stringify(who),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return (await response.json()).token;
}

async function get(url, token, address) {
  const started = performance.now();
  const headers = { ...(token ? { authorization: `Token ${token}` } : {}), ...(address ? { 'x-forwarded-for': address } : {}) };
  const response = await fetch(`${BASE}${url}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const searchUrl = (search) => {
  const [q, ...rest] = search.split('&');
  return `/api/search/?q=${encodeURIComponent(q)}${rest.map((part) => `&${part}`).join('')}`;
};

async function newsReads(token, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const { status, ms } = await get('/api/news/?page=1', token);
    if (status !== 200) throw new Error(`news list answered ${status}`);
    times.push(ms);
  }
  return times;
}

async function main(measure) {
  const postgres = startPostgres();
  if (!postgres) throw new Error('no PostgreSQL: set DATABASE_URL or install Debian postgresql');
  const database = `bench_search_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(postgres.url);
  url.pathname = `/${database}`;
  const api = spawn(process.execPath, [path.join(ROOT, 'api', 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(PORT),
      METRICS_PORT: '0',
      DATABASE_URL: url.toString(),
      SEED: 'true',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'loopback',
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`${BASE}/api/health/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 480) throw new Error('the API did not start');
      await sleep(250);
    }
    await addArticles(url.toString());
    console.log(`PostgreSQL: ${postgres.source}; API: ${API_DIR}; ${ARTICLES} articles added`);
    await measure();
  } finally {
    try {
      process.kill(-api.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await sleep(2000);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    await admin.end();
    postgres.stop();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;

/** Each search alone (the median of 5), printed; the slowest one answered 200. */
async function worstSearch(token) {
  const alone = [];
  for (const search of SEARCHES) {
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await get(searchUrl(search), token));
    alone.push({ search, status: runs[0].status, ms: median(runs.map((r) => r.ms)) });
  }
  for (const a of alone) console.log(`search ${JSON.stringify(a.search).padEnd(34)} ${String(a.status).padEnd(4)} median ${ms(a.ms)}`);
  const worst = alone.filter((a) => a.status === 200).reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`worst accepted search: ${JSON.stringify(worst.search)} ${ms(worst.ms)}`);
  return worst;
}

/** `workers` loops sending `url` while `running()`, each from `addressOf(worker)`; the statuses they got. */
function flood(url, token, workers, addressOf, running) {
  const statuses = {};
  const acceptedMs = [];
  const worker = async (index) => {
    while (running()) {
      const { status, ms: took } = await get(url, token, addressOf(index));
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) acceptedMs.push(took);
    }
  };
  return { done: Promise.all(Array.from({ length: workers }, (_, index) => worker(index))), statuses, acceptedMs };
}

/** One account floods the search; another reads the news list. */
async function measureOneAccount() {
  const searcher = await login(SEARCHER);
  const reader = await login(READER);
  const worst = await worstSearch(searcher);
  await newsReads(reader, 5); // warm-up
  const idle = await newsReads(reader, READS);
  let flooding = true;
  const attack = flood(
    searchUrl(worst.search),
    searcher,
    WORKERS,
    () => undefined,
    () => flooding,
  );
  await sleep(500);
  const flooded = await newsReads(reader, READS);
  flooding = false;
  await attack.done;
  console.log(`news list idle:  median ${ms(median(idle))}, p90 ${ms(p90(idle))} (${idle.length} reads)`);
  console.log(`news list flood: median ${ms(median(flooded))}, p90 ${ms(p90(flooded))} (${flooded.length} reads)`);
  console.log(`ratio to idle: ${(median(flooded) / median(idle)).toFixed(2)}x (median), ${(p90(flooded) / p90(idle)).toFixed(2)}x (p90)`);
  console.log(
    `flood answers ${JSON.stringify(attack.statuses)}; accepted searches during it: median ${ms(median(attack.acceptedMs))}, p90 ${ms(p90(attack.acceptedMs))}`,
  );
}

const SITE_ADDRESSES = 4;
const SITE_IN_FLIGHT = 3;
const RESIDENT_SEARCHES = 26;
const RESIDENT_EVERY_MS = Number(process.env.BENCH_RESIDENT_EVERY_MS ?? 500);

/** Four anonymous addresses keep three of the worst searches each in flight; a resident searches too. */
async function measureSite() {
  const resident = await login(SEARCHER);
  const worst = await worstSearch(resident);
  const url = searchUrl(worst.search);
  const residentAddress = '198.51.100.7';
  const idle = [];
  for (let i = 0; i < RESIDENT_SEARCHES; i++) idle.push((await get(url, resident, residentAddress)).ms);
  let flooding = true;
  const attack = flood(
    url,
    undefined,
    SITE_ADDRESSES * SITE_IN_FLIGHT,
    (index) => `203.0.113.${20 + (index % SITE_ADDRESSES)}`,
    () => flooding,
  );
  await sleep(5000);
  const searches = [];
  for (let i = 0; i < RESIDENT_SEARCHES; i++) {
    searches.push(get(url, resident, residentAddress));
    await sleep(RESIDENT_EVERY_MS);
  }
  const results = await Promise.all(searches);
  flooding = false;
  await attack.done;
  const ok = results.filter(({ status }) => status >= 200 && status < 300).map((result) => result.ms);
  const statuses = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? NaN;
  console.log(`the resident's search alone: median ${ms(median(idle))}, p95 ${ms(p95(idle))} (${idle.length} searches)`);
  console.log(
    `${SITE_ADDRESSES} anonymous addresses, ${SITE_IN_FLIGHT} searches each in flight: the resident's ${JSON.stringify(statuses)}, ` +
      `${((100 * ok.length) / results.length).toFixed(0)} % 2xx; median ${ms(median(ok))}, p95 ${ms(p95(ok))} ` +
      `(goal: within max(3 x idle's p95, 1 s) = ${ms(Math.max(3 * p95(idle), 1000))}); flood answers ${JSON.stringify(attack.statuses)}`,
  );
}

await main(process.argv.includes('--site') ? measureSite : measureOneAccount);
