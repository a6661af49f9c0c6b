// What a person's browser fetches and how long client-side navigation takes (Playwright, Chromium).
/* global document, performance, requestAnimationFrame, MouseEvent */
import { chromium } from '@playwright/test';

import { sizeOf } from '../scripts/first-load.mjs';
import { REMOTES } from '../tools/apps.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../tools/chromium.mjs';
import { PORTAL } from './servers.mjs';

export { CHROMIUM, CHROMIUM_FLAGS };

export const ACCOUNTS = {
  resident: { email: 'resident@example.org', password: 'Resident!2026' },
  super: { email: 'super@example.org', password: 'Super!2026' },
};

/** The path under which the portal's one origin serves a remote's versions (`/apps/<folder>/`). */
const remotePath = (name) => `/apps/${REMOTES.find((remote) => remote.name === name).dir}/`;

/** The remote areas, each with its main-menu link and the heading of the page it opens. */
export const AREAS = [
  { remote: 'news_polls', section: 'News and information', link: 'News', heading: 'News' },
  { remote: 'disputes_complaints', section: 'Services and cases', link: 'My complaints', heading: 'My complaints' },
  { remote: 'donations', section: 'Donations', link: 'Donations', heading: 'Donations' },
  { remote: 'configuration', section: 'Administration', link: 'Configuration', heading: 'Configuration' },
].map((area) => ({ ...area, path: remotePath(area.remote) }));

/**
 * Which app a file of the portal's origin belongs to, by its path: the shell's versions at
 * `/shell/<version>/`, a remote's at `/apps/<folder>/<version>/`; anything else is the live page's.
 */
export function appOf(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/shell/')) return 'shell';
  return /^\/apps\/([^/]+)\//.exec(pathname)?.[1] ?? 'the page and the live files';
}

/** Chromium for the benchmark; `extraArgs` such as the flag that trusts the edge's certificate (prepareEdge). */
export async function launch(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/**
 * A fresh context (empty cache, no connection) on the portal at `base`. The edge's self-signed
 * certificate is trusted by the browser's launch flags (prepareEdge), not ignored here: a response
 * with an ignored certificate error is never cached.
 */
const newContext = (browser, base, state, options = {}) => browser.newContext({ baseURL: base, storageState: state, ...options });

/** Logs in through the login page at `base`; returns the storage state (the token lives in localStorage). */
export async function logIn(browser, who, base = PORTAL) {
  const context = await newContext(browser, base);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS[who].email);
  await page.getByLabel('Password').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: /Log out/ }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Records the scripts, style sheets and manifests a page fetches while `action` runs. */
async function recordAssets(page, action) {
  const seen = [];
  const onResponse = async (response) => {
    const url = response.url();
    const type = response.request().resourceType();
    if (!(type === 'script' || type === 'stylesheet' || url.endsWith('mf-manifest.json'))) return;
    seen.push(
      response.body().then(
        (body) => ({ url, type: type === 'stylesheet' ? 'css' : 'js', ...sizeOf(body) }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(seen)).filter(Boolean);
}

const sum = (assets, filter = () => true) =>
  assets.filter(filter).reduce((total, asset) => ({ raw: total.raw + asset.raw, gzip: total.gzip + asset.gzip }), { raw: 0, gzip: 0 });

/** The home page's first load with an empty cache, logged in as a resident, by kind and by app. */
export async function homeFirstLoad(browser, state, base = PORTAL) {
  const context = await newContext(browser, base, state);
  const page = await context.newPage();
  const assets = await recordAssets(page, async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
  await context.close();
  const scripts = assets.filter((asset) => asset.type === 'js');
  const apps = [...new Set(scripts.map((asset) => appOf(asset.url)))];
  return {
    js: sum(assets, (asset) => asset.type === 'js'),
    css: sum(assets, (asset) => asset.type === 'css'),
    origins: [...new Set(assets.map((asset) => new URL(asset.url).origin))],
    byApp: Object.fromEntries(apps.map((app) => [app, sum(scripts, (asset) => appOf(asset.url) === app)])),
    scripts: assets.filter((asset) => asset.type === 'js').map((asset) => asset.url),
    requests: assets.length,
  };
}

/**
 * What each remote adds on its first visit: from a shell page (About us), a click on its menu
 * link; split into federation overhead (manifest and remoteEntry.js) and the remote's own code.
 */
export async function remoteFirstVisits(browser, state, base = PORTAL) {
  const result = [];
  for (const area of AREAS) {
    const context = await newContext(browser, base, state);
    const page = await context.newPage();
    await page.goto('/about-us');
    await page.waitForLoadState('networkidle');
    const assets = await recordAssets(page, async () => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: area.section, exact: true }).click();
      await nav.getByRole('link', { name: area.link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: area.heading }).waitFor();
    });
    await context.close();
    const fromRemote = (asset) => new URL(asset.url).pathname.startsWith(area.path);
    const overhead = (asset) => fromRemote(asset) && /(mf-manifest\.json|remoteEntry\.js)$/.test(asset.url);
    result.push({
      ...area,
      overhead: sum(assets, overhead),
      own: sum(assets, (asset) => fromRemote(asset) && !overhead(asset)),
      elsewhere: sum(assets, (asset) => !fromRemote(asset)),
    });
  }
  return result;
}

/** In the page: optionally hover the menu link for `dwell` ms, click it, time until the heading shows. */
async function timeNavigation(page, { link, heading, hover, dwell }) {
  // The link is in its section's closed menu: present, not shown.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: link, exact: true, includeHidden: true })
    .waitFor({ state: 'attached' });
  return page.evaluate(
    async ({ link, heading, hover, dwell }) => {
      const anchor = [...document.querySelectorAll('nav[aria-label="Main"] a')].find((a) => a.textContent.trim() === link);
      if (hover) {
        anchor.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, dwell));
      }
      const start = performance.now();
      anchor.click();
      await new Promise((resolve) => {
        const check = () => {
          const shown = [...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === heading);
          if (shown) resolve();
          else requestAnimationFrame(check);
        };
        check();
      });
      return performance.now() - start;
    },
    { link, heading, hover, dwell },
  );
}

/**
 * The connections home's first load opens (a resident, a fresh context: no cache, no connection
 * yet), from Chromium's own record of each response: how many to the portal's origin, the protocols
 * they spoke, and how many requests went to any other origin.
 */
export async function homeConnections(browser, state, base = PORTAL) {
  const context = await newContext(browser, base, state);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = [];
  cdp.on('Network.responseReceived', ({ response }) => responses.push(response));
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const origin = new URL(base).origin;
  const ours = responses.filter((response) => new URL(response.url).origin === origin && !response.fromDiskCache);
  return {
    connections: new Set(ours.map((response) => response.connectionId)).size,
    protocols: [...new Set(ours.map((response) => response.protocol))],
    elsewhere: responses.filter((response) => /^https?:/.test(response.url) && new URL(response.url).origin !== origin).length,
  };
}

/** The slow phone of the widget-data timing and of the costs before the largest paint: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU. */
export const SLOW_PHONE = { latency: 150, download: 1_600_000, upload: 750_000, cpu: 4 };

/**
 * A page in a fresh context (empty cache, no connection) at `base` that runs as on the slow phone
 * (SLOW_PHONE); `screen`: Playwright's context options for its screen (viewport, scale, touch).
 */
export async function slowPhonePage(browser, state, base = PORTAL, screen = {}) {
  const context = await newContext(browser, base, state, screen);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latency,
    downloadThroughput: SLOW_PHONE.download / 8,
    uploadThroughput: SLOW_PHONE.upload / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu });
  return { context, page };
}

/**
 * Time from navigation start to the first widget's data on home (a card showing its content, not
 * its loading line), a resident with an empty cache on a slow phone (SLOW_PHONE), median of `runs`.
 */
export async function widgetDataTime(browser, state, { runs = 7, base = PORTAL } = {}) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await slowPhonePage(browser, state, base);
    await page.addInitScript(() => {
      const check = () => {
        const shown = [...document.querySelectorAll('.portal-widget .usa-card__body')].some(
          (body) => body.childElementCount > 0 && !body.querySelector('[role="status"], [role="alert"]'),
        );
        if (shown) globalThis.firstWidgetData = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/');
    await page.waitForFunction(() => globalThis.firstWidgetData !== undefined, undefined, { timeout: 60_000 });
    times.push(await page.evaluate(() => globalThis.firstWidgetData));
    await context.close();
  }
  return { runs, median: median(times), times };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Client-side navigation from a shell page into the News area, median of `runs`: into the remote
 * not yet loaded (fresh context and cache each run) and into it once loaded, each with and
 * without hovering the link first (preloading on intent; a click without hover starts nothing early).
 */
export async function navigationTimes(browser, state, { runs = 20, dwell = 250, base = PORTAL } = {}) {
  const area = AREAS[0];
  const times = { cold: [], coldHover: [], loaded: [], loadedHover: [] };
  const back = async (page) => {
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About us' }).click();
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
  };
  for (let run = 0; run < runs; run += 1) {
    for (const hover of [false, true]) {
      const context = await newContext(browser, base, state);
      const page = await context.newPage();
      await page.goto('/about-us');
      await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
      await page.waitForLoadState('networkidle');
      times[hover ? 'coldHover' : 'cold'].push(await timeNavigation(page, { ...area, hover, dwell }));
      await back(page);
      times[hover ? 'loadedHover' : 'loaded'].push(await timeNavigation(page, { ...area, hover, dwell }));
      await context.close();
    }
  }
  return { runs, dwell, ...Object.fromEntries(Object.entries(times).map(([key, values]) => [key, median(values)])) };
}

export { median };
