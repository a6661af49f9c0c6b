import { expect, test, type APIResponse, type Page } from '@playwright/test';

import { logIn, REMOTE_ORIGINS } from './support';

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

/** The API's answers (proxied under /api/) say no-referrer; the static host's pages and files a little more. */
const referrerPolicyOf = (url: string) => (new URL(url).pathname.startsWith('/api/') ? 'no-referrer' : 'strict-origin-when-cross-origin');

function expectSecure(response: APIResponse) {
  const headers = response.headers();
  const policy = directives(headers['content-security-policy'] ?? '');
  const scripts = policy['script-src'] ?? policy['default-src'] ?? [];
  expect(scripts.length, `${response.url()} has a script policy`).toBeGreaterThan(0);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy'], `${response.url()} referrer policy`).toBe(referrerPolicyOf(response.url()));
}

test('every origin answers with a strict policy, nosniff and a referrer policy', async ({ request }) => {
  const urls = [
    'http://localhost:3000/',
    'http://localhost:3000/news/some-article',
    'http://localhost:3000/config.json',
    'http://localhost:3000/no-such-file.js',
    'http://localhost:3000/api/health/',
    'http://localhost:3000/api/no-such-route/',
    // Answered by the API's router before any route: a path segment over its limit (414).
    `http://localhost:3000/api/news/${'a'.repeat(5_000)}/`,
    ...Object.values(REMOTE_ORIGINS).map((origin) => `${origin}/no-such-version/remoteEntry.js`),
  ];
  // Each remote's live entry and manifest, as the deploy named them.
  const config = (await (await request.get('http://localhost:3000/config.json')).json()) as { remotes: { entry: string }[] };
  for (const { entry } of config.remotes) urls.push(entry, new URL('mf-manifest.json', entry).href);
  for (const url of urls) expectSecure(await request.get(url));

  // The shell runs scripts only from itself and the remotes of its config: a deploy allows no
  // remote overrides unless asked (remote-override.spec.ts asks).
  const shell = directives((await request.get('http://localhost:3000/')).headers()['content-security-policy']!);
  expect(shell['script-src']).toEqual(["'self'", ...Object.values(REMOTE_ORIGINS)]);
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
