// What a page costs before its largest contentful paint on the slow phone (SLOW_PHONE: Chromium's
// own network and 4× CPU throttling, applied, not simulated) with Lighthouse's mobile screen (so
// the largest paint is the same element as in Lighthouse's runs), from a Chromium trace of its load
// with an empty cache: the largest paint, the main thread's busy time until then, the scripts
// fetched by then, the style sheets that blocked rendering, and the federation runtime's bytes in
// the page's scripts.
/* global performance, PerformanceObserver */
import { readFileSync } from 'node:fs';

import { sizeOf } from '../scripts/first-load.mjs';
import { median, slowPhonePage } from './browser.mjs';
import { codeOrigins, FEDERATION_RUNTIME } from './code-origins.mjs';
import { beforeLargestPaint, isBlockingStyleSheet, isScript } from './trace.mjs';

/** The trace categories DevTools records a load with: tasks, requests, paint timing and navigation marks. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'];
/** Lighthouse's default mobile screen (its `screenEmulation`): 412 × 823 CSS pixels at 1.75, touch. */
const PHONE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * How long a load must have been quiet (no new largest-paint candidate, long task or resource)
 * before its largest paint is taken as final. Lighthouse waits for a quiet network and main thread
 * too; "network idle" alone comes too early at 4× CPU, while the shell's entry runs and asks for nothing.
 */
const QUIET_MS = 2000;

/** In the page: the time of its last largest-paint candidate, long task or resource, as `globalThis.lastActivity`. */
function watchActivity() {
  globalThis.lastActivity = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.lastActivity = Math.max(globalThis.lastActivity, entry.startTime + entry.duration);
  }).observe({ entryTypes: ['largest-contentful-paint', 'longtask', 'resource'] });
}

/** One traced load of `path` at `base` on the slow phone, as beforeLargestPaint reads it. */
async function tracedLoad(browser, state, base, path) {
  const { context, page } = await slowPhonePage(browser, state, base, PHONE_SCREEN);
  try {
    await page.addInitScript(watchActivity);
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace;
    try {
      await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForFunction((quiet) => performance.now() - globalThis.lastActivity > quiet, QUIET_MS, {
        polling: 250,
        timeout: 60_000,
      });
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString());
    }
    return beforeLargestPaint(Array.isArray(trace) ? trace : trace.traceEvents, new URL(path, base).href);
  } finally {
    await context.close();
  }
}

/** gzip -9 bytes of the files behind `urls` (each URL once), through `fileOf`. */
const gzipOf = (urls, fileOf) => [...new Set(urls)].reduce((total, url) => total + sizeOf(readFileSync(fileOf(url))).gzip, 0);

/**
 * `path` at `base`, median of `runs` traced loads on the slow phone: `lcp` and `mainThread` (ms),
 * `js` (scripts fetched before the largest paint: `transfer`, bytes on the wire, and `gzip`, gzip -9
 * of their files), `blockingCss` (gzip -9 of the style sheets that blocked rendering) and
 * `federationRuntime` (gzip bytes of `@module-federation/*` in every script the load ran, by the
 * scripts' source maps). `fileOf(url)` is the built file behind a URL of `base`.
 */
export async function largestPaintCosts(browser, state, { base, path, runs = 3, fileOf }) {
  const loads = [];
  for (let run = 0; run < runs; run += 1) {
    const load = await tracedLoad(browser, state, base, path);
    const ours = load.resources.filter((resource) => !resource.failed && new URL(resource.url).origin === new URL(base).origin);
    const scripts = ours.filter(isScript);
    const early = scripts.filter((resource) => resource.beforePaint);
    loads.push({
      lcp: load.lcp,
      mainThread: load.mainThread,
      jsTransfer: early.reduce((total, resource) => total + resource.transfer, 0),
      jsGzip: gzipOf(
        early.map((resource) => resource.url),
        fileOf,
      ),
      blockingCss: gzipOf(
        ours.filter(isBlockingStyleSheet).map((resource) => resource.url),
        fileOf,
      ),
      federationRuntime: codeOrigins([...new Set(scripts.map((resource) => fileOf(resource.url)))]).get(FEDERATION_RUNTIME),
    });
  }
  const pick = (key) => median(loads.map((load) => load[key]));
  return {
    runs,
    lcp: pick('lcp'),
    lcps: loads.map((load) => load.lcp),
    mainThread: pick('mainThread'),
    js: { transfer: pick('jsTransfer'), gzip: pick('jsGzip') },
    blockingCss: pick('blockingCss'),
    federationRuntime: pick('federationRuntime'),
  };
}
