import { createHash } from 'node:crypto';

import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

import { expect, logIn, test } from './support';

// Security headers on every answer of the portal's one origin, by kind, and pages that run under
// the page's policy without a single violation. Every remote is served on that origin, by path, so
// the policy names no other origin.

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** What the API's own answers carry: JSON needs nothing, so nothing may load, run, frame it or be framed. */
const API_POLICY = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'none'"],
};
/** Scripts, data and errors: never a page of their own. */
const STRICT_POLICY = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The hashes of the inline scripts of the page served for every path. */
async function inlineScriptHashes(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  // Scripts that run: not those loaded by address, nor data blocks (type="application/json"), which no policy governs.
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
  expect(scripts.length, 'the page has its inline script').toBeGreaterThan(0);
  return scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

/** The page and the live shell's files: scripts from this origin only (the page's inline script by its hash, for script elements only), no eval, nothing inline but styles. */
function pagePolicy(inlineScripts: string[]) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-elem': ["'self'", ...inlineScripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

function expectHeaders(response: APIResponse, policy: Record<string, string[]>, referrerPolicy: string) {
  const headers = response.headers();
  expect(directives(headers['content-security-policy'] ?? ''), `${response.url()} policy`).toEqual(policy);
  expect(headers['x-content-type-options'], `${response.url()} nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${response.url()} referrer policy`).toBe(referrerPolicy);
  if (response.url().startsWith('https:')) {
    expect(headers['strict-transport-security'], `${response.url()} HSTS`).toBe('max-age=31536000; includeSubDomains');
  } else {
    expect(headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
  }
}

test('every answer carries the exact policy of its kind, nosniff and referrer policy @edge', async ({ request }) => {
  const page = pagePolicy(await inlineScriptHashes(request));
  for (const url of ['/', '/news/some-article', '/portal.css'])
    expectHeaders(await request.get(url), page, 'strict-origin-when-cross-origin');
  // The API's answers, forwarded by the portal's origin, keep the API's own headers.
  for (const url of [
    '/api/health/',
    '/api/no-such-route/',
    // Answered by the API's router before any route: a path segment over its limit (414).
    `/api/news/${'a'.repeat(5_000)}/`,
  ]) {
    expectHeaders(await request.get(url), API_POLICY, 'no-referrer');
  }
  // What is live, each remote's live entry and manifest as the deploy named them, and what is not there.
  const config = (await (await request.get('/config.json')).json()) as { remotes: { entry: string }[] };
  expect(
    config.remotes.every(({ entry }) => entry.startsWith('/apps/')),
    'every remote on the portal’s origin',
  ).toBe(true);
  for (const url of [
    '/config.json',
    '/builds/latest.json',
    '/no-such-file.js',
    '/apps/mfe-donations/no-such-version/remoteEntry.js',
    '/apps/latest.json',
    ...config.remotes.flatMap(({ entry }) => [entry, entry.replace(/remoteEntry\.js$/, 'mf-manifest.json')]),
  ]) {
    expectHeaders(await request.get(url), STRICT_POLICY, 'strict-origin-when-cross-origin');
  }
});

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('each area runs under the page’s policy without a violation @edge', async ({ page }) => {
  const violations = await watchViolations(page);
  await logIn(page, 'super');
  for (const [path, heading] of [
    ['/', /Welcome|Home/],
    ['/news', 'News'],
    ['/complaints/lodge', 'Report a problem'],
    ['/donations', 'Donations'],
    ['/configuration/news', 'News'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});
