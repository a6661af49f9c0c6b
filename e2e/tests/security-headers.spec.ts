import { createHash } from 'node:crypto';

import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

import { expect, logIn, REMOTE_ORIGINS, test } from './support';

// Security headers on every origin the portal is served from, and pages that run under the
// shell's policy without a single violation.

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const REMOTES = Object.values(REMOTE_ORIGINS);

/** What the API's own answers carry: JSON needs nothing, so nothing may load, run, frame it or be framed. */
const API_POLICY = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'none'"],
};
/** A remote's origin serves scripts and styles for the shell's pages, and no page of its own. */
const REMOTE_POLICY = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The hashes of the inline scripts of the page the shell's origin serves for every path. */
async function inlineScriptHashes(request: APIRequestContext) {
  const html = await (await request.get('http://localhost:3000/')).text();
  // Scripts that run: not those loaded by address, nor data blocks (type="application/json"), which no policy governs.
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
  expect(scripts.length, 'the page has its inline script').toBeGreaterThan(0);
  return scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

/**
 * The shell's pages and files: scripts from itself and the remotes of its config only (the page's
 * inline script by its hash, for script elements only), no eval, nothing inline but styles.
 */
function shellPolicy(inlineScripts: string[]) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...REMOTES],
    'script-src-elem': ["'self'", ...REMOTES, ...inlineScripts],
    'style-src': ["'self'", "'unsafe-inline'", ...REMOTES],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...REMOTES],
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
  expect(headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
}

test('every origin answers with its exact policy, nosniff and referrer policy', async ({ request }) => {
  const shell = shellPolicy(await inlineScriptHashes(request));
  for (const url of [
    'http://localhost:3000/',
    'http://localhost:3000/news/some-article',
    'http://localhost:3000/config.json',
    'http://localhost:3000/no-such-file.js',
  ]) {
    expectHeaders(await request.get(url), shell, 'strict-origin-when-cross-origin');
  }
  // The API's answers, forwarded by the shell's origin, keep the API's own headers.
  for (const url of [
    'http://localhost:3000/api/health/',
    'http://localhost:3000/api/no-such-route/',
    // Answered by the API's router before any route: a path segment over its limit (414).
    `http://localhost:3000/api/news/${'a'.repeat(5_000)}/`,
  ]) {
    expectHeaders(await request.get(url), API_POLICY, 'no-referrer');
  }
  // Each remote's origin, for a file it lacks and for its live entry and manifest as the deploy named them.
  const config = (await (await request.get('http://localhost:3000/config.json')).json()) as { remotes: { entry: string }[] };
  expect(config.remotes.map(({ entry }) => new URL(entry).origin).sort()).toEqual([...REMOTES].sort());
  for (const url of [
    ...REMOTES.map((origin) => `${origin}/no-such-version/remoteEntry.js`),
    ...config.remotes.flatMap(({ entry }) => [entry, new URL('mf-manifest.json', entry).href]),
  ]) {
    expectHeaders(await request.get(url), REMOTE_POLICY, 'strict-origin-when-cross-origin');
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

test('each area runs under the shell’s policy without a violation', async ({ page }) => {
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
