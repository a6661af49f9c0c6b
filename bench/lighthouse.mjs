// Lighthouse with its default (mobile) settings, median of 3 runs per page, logged in (the session
// token is put in the page's localStorage first) or anonymous (nothing stored), and the HTTP cache
// emptied before every run; against the portal at `base`: the Node host of `pnpm start` or the
// production edge, whose self-signed certificate Chromium is told to trust by its key (prepareEdge
// in servers.mjs; --ignore-certificate-errors would do for Lighthouse, but then Chromium caches
// nothing of the edge's).
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM, CHROMIUM_FLAGS, median } from './browser.mjs';
import { PORTAL } from './servers.mjs';

async function withSession(port, base, state, run) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${base}/about-us`);
  // Anonymous (no state): nothing stored.
  await page.evaluate(
    (items) => {
      globalThis.localStorage.clear();
      for (const { name, value } of items) globalThis.localStorage.setItem(name, value);
    },
    state?.origins.find((origin) => origin.origin === new URL(base).origin)?.localStorage ?? [],
  );
  const cdp = await context.newCDPSession(page);
  try {
    return await run(async () => {
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
    });
  } finally {
    await browser.close().catch(() => {});
  }
}

/** One page of the portal at `base`: the median of each metric over `runs` runs. */
export async function lighthousePage(path, state, runs = 3, base = PORTAL, extraFlags = []) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...extraFlags],
  });
  try {
    const results = await withSession(chrome.port, base, state, async (emptyCache) => {
      const all = [];
      for (let run = 0; run < runs; run += 1) {
        await emptyCache();
        const { lhr } = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility'],
        });
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${base}${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        all.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          finalUrl: lhr.finalDisplayedUrl,
          failed: Object.values(lhr.audits)
            .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0)
            .map((audit) => audit.id),
        });
      }
      return all;
    });
    const pick = (key) => median(results.map((result) => result[key]));
    return {
      path,
      performance: pick('performance'),
      scores: results.map((result) => result.performance),
      accessibility: pick('accessibility'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      finalUrl: results[0].finalUrl,
      failed: [...new Set(results.flatMap((result) => result.failed))],
    };
  } finally {
    chrome.kill();
  }
}
