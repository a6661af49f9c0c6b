#!/usr/bin/env node
// pnpm bench: every performance measurement of the portal in one run, against production builds
// served on one origin, by path: the production edge (nginx with edge/portal.conf, HTTP/2 over TLS)
// and, beside it, the Node host of `pnpm start`. Prints a markdown report and writes it to
// bench/results/latest.md. Uses ports 3000 (the Node host), 3443 and 3080 (the edge), 3444 and 3081 (the
// yardstick's edge) and 4000 (the API).
// Lighthouse measures each page on the edge, federated and as the single-bundle yardstick (deployed
// alike, behind a second edge on 3444/3081); BENCH_LIGHTHOUSE_NODE=1 adds the Node host.
// BENCH_SKIP=lighthouse,paint,widgets,navigation,api,install leaves parts out (they are then reported as skipped);
// BENCH_QUICK=1 runs each measurement fewer times and shorter, to try the benchmark itself out.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { DEPLOY_DIR } from '../scripts/deploy.mjs';
import { firstLoads, formatKB } from '../scripts/first-load.mjs';
import { REMOTES, SHELL } from '../tools/apps.mjs';
import { apiThroughput } from './api.mjs';
import {
  homeConnections,
  homeFirstLoad,
  launch,
  logIn,
  navigationTimes,
  remoteFirstVisits,
  SLOW_PHONE,
  widgetDataTime,
} from './browser.mjs';
import { codeOrigins, LIBRARIES } from './code-origins.mjs';
import { goalsTable, PAGE_GOALS } from './goals.mjs';
import { largestPaintCosts } from './largest-paint.mjs';
import { lighthousePage } from './lighthouse.mjs';
import {
  EDGE,
  EDGE_PORTS,
  PORTAL,
  prepareEdges,
  removeEdges,
  ROOT,
  SINGLE_EDGE,
  SINGLE_EDGE_PORTS,
  startApi,
  startEdge,
  startPortal,
  startPostgres,
  startSingleBundle,
} from './servers.mjs';
import { deploySingleBundle, SINGLE_HOST } from './single-bundle/deploy.mjs';

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
/** Where pages are measured: the production edge first, and the Node host of `pnpm start` beside it. */
const TARGETS = [
  { key: 'edge', name: 'edge (nginx, HTTP/2 + TLS)', base: EDGE },
  { key: 'node', name: 'Node host (`pnpm start`, HTTP/1.1)', base: PORTAL },
];
const quick = Boolean(process.env.BENCH_QUICK);
/** Lighthouse on the Node host too (the edge is production; its fifteen runs lengthen the Lighthouse part by half). */
const lighthouseNode = Boolean(process.env.BENCH_LIGHTHOUSE_NODE);
const LIGHTHOUSE_PAGES = [
  { name: 'About us, anonymous', short: 'About us', path: '/about-us', who: null, goals: PAGE_GOALS.aboutUs },
  { name: 'Home', short: 'Home', path: '/', who: 'resident', goals: PAGE_GOALS.home },
  { name: 'News list', short: 'News list', path: '/news', who: 'resident', goals: PAGE_GOALS.other },
  { name: 'Lodge a complaint', short: 'Lodge a complaint', path: '/complaints/lodge', who: 'resident', goals: PAGE_GOALS.other },
  { name: 'Configuration list (news)', short: 'Configuration list', path: '/configuration/news', who: 'super', goals: PAGE_GOALS.other },
];

const lines = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};
const kb = (size) => `${formatKB(size.raw)} / ${formatKB(size.gzip)}`;
const ms = (value) => `${Math.round(value)} ms`;
const s2 = (value) => `${(value / 1000).toFixed(2)} s`;
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);
const table = (head, rows) => {
  out(`| ${head.join(' | ')} |`);
  out(`|${head.map(() => '---').join('|')}|`);
  for (const row of rows) out(`| ${row.join(' | ')} |`);
  out();
};

function timed(command, args, options = {}) {
  const start = performance.now();
  execFileSync(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], ...options });
  return seconds(start);
}

function machine() {
  const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/)?.[1] ?? os.cpus()[0]?.model;
  return `${os.availableParallelism()} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * The file behind a URL of the portal's one origin in a host folder laid out as the deploy's
 * (DEPLOY_DIR, or the yardstick's SINGLE_HOST): `/shell/<version>/…` and `/apps/<remote>/<version>/…`
 * are that app's folder, anything else the live shell's folder.
 */
function deployedFile(url, host = DEPLOY_DIR) {
  const { pathname } = new URL(url);
  if (pathname.startsWith(`/${SHELL.dir}/`)) return path.join(host, pathname);
  const remote = REMOTES.find((candidate) => pathname.startsWith(`/apps/${candidate.dir}/`));
  return remote ? path.join(host, pathname.slice('/apps/'.length)) : path.join(host, 'live', pathname);
}

/** Home's scripts by the code they carry, federated and as the single bundle, and the libraries' sum. */
function homeCodeTable(home, singleHome) {
  const federated = codeOrigins(home.scripts.map((url) => deployedFile(url)));
  const single = codeOrigins(singleHome.scripts.map((url) => deployedFile(url, SINGLE_HOST)));
  const gzip = (bytes) => formatKB(Math.round(bytes));
  const libraries = (origins) => LIBRARIES.reduce((total, [name]) => total + origins.get(name), 0);
  table(
    ['Home page JS by the code it carries (gzip)', 'Federated', 'Single bundle'],
    [
      ...[...federated.keys()].map((name) => [name, gzip(federated.get(name)), gzip(single.get(name))]),
      ['the four libraries together', gzip(libraries(federated)), gzip(libraries(single))],
    ],
  );
}

/** Where Lighthouse measures each page: the edge, federated and single bundle; the Node host when asked. */
const LIGHTHOUSE_TARGETS = [
  { key: 'edge', name: 'Federated (edge)', short: 'federated', base: EDGE },
  { key: 'single', name: 'Single bundle (edge)', short: 'single bundle', base: SINGLE_EDGE },
  ...(lighthouseNode ? [{ key: 'node', name: 'Federated (Node host)', short: 'Node host', base: PORTAL }] : []),
];

/** Lighthouse on every page, at each target in turn (page by page, so that they share the machine's load alike). */
async function lighthouseRuns(states, chromiumFlags) {
  const pages = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const results = {};
    for (const target of LIGHTHOUSE_TARGETS) {
      const state = page.who ? states[target.key][page.who] : null;
      results[target.key] = await lighthousePage(page.path, state, quick ? 1 : 3, target.base, chromiumFlags);
    }
    pages.push({ page, results });
  }
  return pages;
}

/** The Lighthouse table, and each page's Lighthouse figures on the edge into `measured` (for the goals). */
function lighthouseSection(pages, measured) {
  out(
    `## Lighthouse (mobile preset, simulated throttling, median of ${quick ? 1 : 3}, logged in unless anonymous): federated and single bundle on the edge${lighthouseNode ? ', and federated on the Node host' : ''}`,
  );
  out(
    'The single bundle (the yardstick) is deployed as the portal is, by the deploy, and served by the same edge in front of the same API; each page is measured on each in turn.',
  );
  out();
  const head = ['Page'];
  for (const target of LIGHTHOUSE_TARGETS) {
    head.push(`${target.name}: performance (runs)`, `${target.name}: LCP`, `${target.name}: TBT`, `${target.name}: CLS`);
    if (target.key === 'single') head.push('Federated / single bundle LCP');
  }
  head.push(`Accessibility (${LIGHTHOUSE_TARGETS.map((target) => target.short).join(' / ')})`, 'Failed accessibility audits');
  const rows = pages.map(({ page, results }) => {
    const shown = new URL(results.edge.finalUrl).pathname;
    const where = shown === page.path ? '' : ` (shown: \`${shown}\`)`;
    const row = [`${page.name} (\`${page.path}\`)${where}`];
    for (const target of LIGHTHOUSE_TARGETS) {
      const result = results[target.key];
      row.push(`${result.performance} (${result.scores.join(', ')})`, s2(result.lcp), ms(result.tbt), result.cls.toFixed(3));
      if (target.key === 'single') row.push((results.edge.lcp / results.single.lcp).toFixed(2));
    }
    const all = LIGHTHOUSE_TARGETS.map((target) => results[target.key]);
    row.push(all.map((result) => result.accessibility).join(' / '), [...new Set(all.flatMap((result) => result.failed))].join(', ') || '–');
    const { performance: score, lcp, tbt, cls } = results.edge;
    Object.assign(measured[page.path], { performance: score, lcp, tbt, cls, lcpVsSingle: lcp / results.single.lcp });
    return row;
  });
  table(head, rows);
}

/** Each page's costs before its largest paint on the slow phone, federated on the edge, into the report and `measured`. */
async function largestPaintSection(browser, states, measured) {
  const runs = quick ? 1 : 3;
  out(
    `## Before the largest paint, federated on the edge (a Chromium trace of each load on the slow phone: ${SLOW_PHONE.latency} ms latency, ${SLOW_PHONE.download / 1e6} Mbit/s, ${SLOW_PHONE.cpu}× CPU, applied by Chromium; empty cache; median of ${runs})`,
  );
  out(
    "The largest contentful paint as Chromium reports it under that throttling (not Lighthouse's simulation); the main thread's busy time (its top-level tasks) from navigation start until it; the scripts whose download finished by then (bytes on the wire, then gzip -9 of their files); the style sheets Chromium marks render-blocking (gzip -9); the federation runtime (`@module-federation/*`) in all the scripts the page ran, by their source maps.",
  );
  out();
  const rows = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const costs = await largestPaintCosts(browser, page.who ? states[page.who] : undefined, {
      base: EDGE,
      path: page.path,
      runs,
      fileOf: (url) => deployedFile(url),
    });
    Object.assign(measured[page.path], {
      mainThread: costs.mainThread,
      jsBeforePaint: costs.js.gzip,
      blockingCss: costs.blockingCss,
      federationRuntime: costs.federationRuntime,
    });
    rows.push([
      `${page.name} (\`${page.path}\`)`,
      `${s2(costs.lcp)} (${costs.lcps.map(s2).join(', ')})`,
      ms(costs.mainThread),
      `${formatKB(costs.js.transfer)} / ${formatKB(costs.js.gzip)}`,
      formatKB(costs.blockingCss),
      formatKB(costs.federationRuntime),
    ]);
  }
  table(
    [
      'Page',
      'LCP on the slow phone (runs)',
      'Main thread before LCP (4× CPU)',
      'JS fetched before LCP (transfer / gzip)',
      'Render-blocking CSS (gzip)',
      'Federation runtime (gzip)',
    ],
    rows,
  );
}

/** `pnpm install --frozen-lockfile` of this workspace's manifests in an empty folder, with an empty store and cache. */
function coldInstall() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-install-'));
  try {
    for (const file of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml']) cpSync(path.join(ROOT, file), path.join(dir, file));
    for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
      const manifest = path.join(ROOT, entry.name, 'package.json');
      if (entry.isDirectory() && existsSync(manifest)) cpSync(manifest, path.join(dir, entry.name, 'package.json'));
    }
    return timed('pnpm', ['install', '--frozen-lockfile', `--store-dir=${dir}/.store`, `--config.cache-dir=${dir}/.cache`], { cwd: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const started = performance.now();
  out('# Benchmark');
  out();
  out(`${new Date().toISOString()} on ${machine()}.`);
  out();
  out(`Load average at the start (1, 5, 15 min): ${load()}; the machine may be shared, and figures move with its load.`);
  out();

  out('## Build');
  const build = timed('pnpm', ['build']);
  const single = timed('pnpm', ['--filter', '@portal/bench', 'build:single']);
  await deploySingleBundle();
  const install = skip.has('install') ? 'skipped' : `${coldInstall()} s`;
  table(
    ['What', 'Time'],
    [
      ['`pnpm build` (shell and four remotes, then the deploy)', `${build} s`],
      ['single-bundle build (yardstick; then deployed as the shell beside the remotes)', `${single} s`],
      ['cold install: `pnpm install --frozen-lockfile`, empty store and cache, every package from the registry', install],
    ],
  );

  out('## Bytes from the build output (what `pnpm test` budgets; raw / gzip)');
  const loads = firstLoads(ROOT);
  table(
    ['App', 'First-load JS', 'CSS', 'Federation overhead (manifest + remoteEntry.js)', 'Own code (./routes)'],
    Object.entries(loads).map(([app, load]) => [
      app,
      kb(load.js),
      load.css.raw ? kb(load.css) : '–',
      load.overhead ? kb(load.overhead.js) : '–',
      load.own ? kb(load.own.js) : '–',
    ]),
  );

  const edges = await prepareEdges({
    edge: { dir: DEPLOY_DIR, ports: EDGE_PORTS },
    single: { dir: SINGLE_HOST, ports: SINGLE_EDGE_PORTS },
  });
  const browser = await launch(edges.chromiumFlags);
  try {
    // One database for the portal, so that sessions survive its restart; the edge is in front of
    // the same deploy folder and API.
    const portalData = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    let portal = await startPortal(portalData);
    let edge = null;
    let singleEdge = null;
    try {
      const node = { resident: await logIn(browser, 'resident'), super: await logIn(browser, 'super') };
      out('## Bytes in the browser (empty cache; each file as received, raw / gzip -9, whatever encoding the server chose)');
      const home = await homeFirstLoad(browser, node.resident);
      const visits = await remoteFirstVisits(browser, node.super);
      await portal.stop();
      portal = await startSingleBundle(SINGLE_HOST);
      const singleHome = await homeFirstLoad(browser, await logIn(browser, 'resident'));
      await portal.stop();
      portal = await startPortal(portalData);
      edge = await startEdge(edges.edge);
      singleEdge = await startEdge(edges.single);
      const states = {
        node,
        edge: { resident: await logIn(browser, 'resident', EDGE), super: await logIn(browser, 'super', EDGE) },
        single: { resident: await logIn(browser, 'resident', SINGLE_EDGE), super: await logIn(browser, 'super', SINGLE_EDGE) },
      };
      table(
        ['Home page, logged in as a resident', 'JS', 'CSS'],
        [
          [`federated (shell and remotes, with their widgets; all from ${home.origins.join(', ')})`, kb(home.js), kb(home.css)],
          ...Object.entries(home.byApp).map(([app, size]) => [`  of which ${app}`, kb(size), '']),
          ['single bundle (yardstick)', kb(singleHome.js), kb(singleHome.css)],
        ],
      );
      out("Each file's gzip size shared out over its sources by their bytes in the minified file (its source map).");
      out();
      homeCodeTable(home, singleHome);
      table(
        ["A remote's first visit (from About us, by its menu link)", 'Federation overhead', 'Its own code', 'Other files (the shell’s)'],
        visits.map((visit) => [visit.remote, kb(visit.overhead), kb(visit.own), kb(visit.elsewhere)]),
      );

      out("## Connections of home's first load (a resident, empty cache, no open connection)");
      const connections = [];
      for (const target of TARGETS) connections.push([target, await homeConnections(browser, states[target.key].resident, target.base)]);
      table(
        ['Served by', 'Connections to the origin', 'Protocol', 'Requests to other origins'],
        connections.map(([target, found]) => [target.name, found.connections, found.protocols.join(', '), found.elsewhere]),
      );

      const measured = Object.fromEntries(LIGHTHOUSE_PAGES.map((page) => [page.path, {}]));
      if (skip.has('lighthouse')) out('Lighthouse: skipped.\n');
      else lighthouseSection(await lighthouseRuns(states, edges.chromiumFlags), measured);

      if (skip.has('paint')) out('Before the largest paint: skipped.\n');
      else await largestPaintSection(browser, states.edge, measured);

      out('## Goals (from the figures above; nothing fails on them)');
      const goals = goalsTable(LIGHTHOUSE_PAGES.map((page) => ({ name: page.short, goals: page.goals, measured: measured[page.path] })));
      table(goals.head, goals.rows);

      if (skip.has('widgets')) out('Widget data: skipped.\n');
      else {
        const runs = quick ? 1 : 7;
        out(
          `## Home's first widget data on a slow phone (${SLOW_PHONE.latency} ms latency, ${SLOW_PHONE.download / 1e6} Mbit/s, ${SLOW_PHONE.cpu}× CPU; Chromium, median of ${runs})`,
        );
        out('From navigation start until the first home card shows its data, a resident with an empty cache and no open connection.');
        out();
        const rows = [];
        for (const target of TARGETS) {
          const widget = await widgetDataTime(browser, states[target.key].resident, { runs, base: target.base });
          rows.push([target.name, ms(widget.median), widget.times.map(ms).join(', ')]);
        }
        table(['Served by', 'Median', 'Runs'], rows);
      }

      if (skip.has('navigation')) out('Navigation: skipped.\n');
      else {
        out(`## Client-side navigation into the News area (Playwright, median of ${quick ? 2 : 20}; on the edge)`);
        const nav = await navigationTimes(browser, states.edge.resident, { runs: quick ? 2 : 20, base: EDGE });
        out(`From About us, click on "News" until its heading shows; "with preloading" hovers the link ${nav.dwell} ms before the click.`);
        out();
        table(
          ['Into the remote', 'Without preloading', 'With preloading on intent'],
          [
            ['not yet loaded (fresh page and cache)', ms(nav.cold), ms(nav.coldHover)],
            ['already loaded', ms(nav.loaded), ms(nav.loadedHover)],
          ],
        );
      }

      if (skip.has('api')) out('API: skipped.\n');
      else {
        out('## API throughput (autocannon, 100 connections, 10 s after a 2 s warm-up)');
        await edge.stop();
        edge = null;
        await singleEdge.stop();
        singleEdge = null;
        await portal.stop();
        portal = null;
        const rows = [];
        const pglite = await startApi({ PGLITE_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')) });
        for (const result of await apiThroughput(quick ? 2 : 10)) rows.push(['PGlite', result]);
        await pglite.stop();
        const postgres = startPostgres();
        if (!postgres) out('PostgreSQL: skipped (no DATABASE_URL and no /usr/lib/postgresql/*/bin/initdb).\n');
        else {
          try {
            const api = await startApi({ DATABASE_URL: postgres.url, SEED: 'true' });
            for (const result of await apiThroughput(quick ? 2 : 10)) rows.push([`PostgreSQL (${postgres.source})`, result]);
            await api.stop();
          } finally {
            postgres.stop();
          }
        }
        table(
          ['Database', 'Route', 'Requests/s', 'p50', 'p99', 'Errors'],
          rows.map(([db, r]) => [db, r.name, Math.round(r.rps), ms(r.p50), ms(r.p99), r.errors]),
        );
        for (const db of ['PGlite', 'PostgreSQL']) {
          const [trivial, list, withBodies] = rows.filter(([name]) => name.startsWith(db)).map(([, r]) => r);
          const share = (r) => `${Math.round((100 * r.rps) / trivial.rps)} %`;
          if (trivial && list)
            out(`${db}: the list serves ${share(list)} of the trivial route's throughput (with bodies ${share(withBodies)}).\n`);
        }
      }
    } finally {
      await edge?.stop();
      await singleEdge?.stop();
      await portal?.stop();
    }
  } finally {
    await browser.close();
    removeEdges(edges);
  }

  out(`Load average at the end (1, 5, 15 min): ${load()}. The run took ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(path.join(import.meta.dirname, 'results/latest.md'), lines.join('\n') + '\n');
  console.log('Written to bench/results/latest.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
