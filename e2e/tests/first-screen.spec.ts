import type { Page } from '@playwright/test';

import { expect, expectAccessible, failedRequest, logIn, REMOTE_BASES, test } from './support';

// The page the host serves carries the first screen, drawn by the shell's own components at deploy
// (shell/src/first-screen/render.tsx): what a person sees before the shell's scripts run must be
// what they see once they have, less only what needs their role (Administration), which appears
// once the profile says so, and the page itself.

/** The shell's scripts, from its version folders: blocked, only the page and its inline script run. */
const SHELL_SCRIPTS = 'http://localhost:3000/shell/**/*.js';

type Frame = { header: string[]; footer: string[]; main: string[]; headerHeight: number };

/**
 * What the page shows: each link, button and heading of the header, footer and main that is
 * visible, or in the header's sections that are (a section's links show once it is opened).
 * "Log out (Ann)" is "Log out" until the profile has arrived.
 */
async function frameOf(page: Page): Promise<Frame> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      if (element.checkVisibility({ visibilityProperty: true })) return true;
      const item = element.closest('.usa-nav__submenu-item');
      return (
        item !== null &&
        getComputedStyle(item).display !== 'none' &&
        item.closest('.usa-nav__primary-item')!.checkVisibility({ visibilityProperty: true })
      );
    };
    const describe = (element: Element) => {
      const text = (element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^Log out \(.*\)$/, 'Log out');
      const href = element.getAttribute('href');
      return `${element.tagName.toLowerCase()} ${text}${href ? ` → ${href}` : ''}`;
    };
    const within = (selector: string, parts = 'a, button, h1') =>
      [...document.querySelectorAll(`#root ${selector}`)].flatMap((area) => [...area.querySelectorAll(parts)].filter(shown).map(describe));
    return {
      header: within('header'),
      footer: within('footer'),
      main: within('main', 'h1, h2'),
      headerHeight: document.querySelector('#root header')?.getBoundingClientRect().height ?? 0,
    };
  });
}

/** The page for `path` with only its HTML and inline script (accessible as it is), then as the scripts make it. */
async function beforeAndAfter(page: Page, path: string, settled: (page: Page) => Promise<void>) {
  await page.route(SHELL_SCRIPTS, (route) => route.abort());
  await page.goto(path);
  await expect(page.locator('#root header')).toBeVisible();
  const before = await frameOf(page);
  await expectAccessible(page);
  await page.unroute(SHELL_SCRIPTS);
  await page.goto(path);
  await settled(page);
  await page.waitForLoadState('networkidle');
  return { before, after: await frameOf(page) };
}

const heading = (name: RegExp | string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();
};

/** The municipality's name (the header's link home) shows once the API has said it, never before. */
const isBrand = (part: string) => /^a .+ → \/$/.test(part);

/**
 * Every part of before is in after; the header and footer exactly, less what only the API or the
 * profile can say (the municipality's name and contacts, what `roleOnly` names), which may only
 * appear later.
 */
function expectNoWrongFrame({ before, after }: { before: Frame; after: Frame }, roleOnly: (part: string) => boolean = () => false) {
  expect(before.header.length, 'the page carries its header').toBeGreaterThan(0);
  expect(before.header).toEqual(after.header.filter((part) => !roleOnly(part) && !isBrand(part)));
  // The footer's links exactly; the municipality's address and contacts follow it from the API.
  expect(before.footer).toEqual(after.footer.filter((part) => !/→ (tel|mailto):/.test(part)));
  for (const part of before.main) expect(after.main).toContain(part);
  expect(before.headerHeight, 'no shift below the header').toBe(after.headerHeight);
}

test('a visitor sees no resident’s frame first, on a public page and on one that sends them to log in @phone', async ({
  page,
  expectErrors,
}) => {
  expectErrors(failedRequest('ERR_FAILED', '/shell/'));
  const about = await beforeAndAfter(page, '/about-us', heading('About us'));
  // On a phone the header's entries are in the closed menu: only its button shows.
  const menu = page.getByRole('button', { name: 'Menu' });
  expect(about.before.header).toContain((await menu.isVisible()) ? 'button Menu' : 'a Log in → /login');
  expect(about.before.header).not.toContain('button Log out');
  expectNoWrongFrame(about);
  // Home needs a session: the visitor lands on the login page, under the same header.
  expectNoWrongFrame(await beforeAndAfter(page, '/', heading('Log in')));
});

test('a resident sees their frame first, with no logged-out part that then goes', async ({ page, expectErrors }) => {
  expectErrors(failedRequest('ERR_FAILED', '/shell/'));
  await logIn(page, 'resident');
  for (const [path, name] of [
    ['/', /Welcome/],
    ['/news', 'News'],
    ['/about-us', 'About us'],
  ] as const) {
    const frames = await beforeAndAfter(page, path, heading(name));
    expect(frames.before.header, path).toContain('button Log out');
    expect(frames.before.header, path).not.toContain('a Log in → /login');
    expectNoWrongFrame(frames);
  }
});

test('a super user sees the resident’s frame first, and Administration once the profile says so', async ({ page, expectErrors }) => {
  expectErrors(failedRequest('ERR_FAILED', '/shell/'));
  await logIn(page, 'super');
  const frames = await beforeAndAfter(page, '/', heading(/Welcome/));
  expect(frames.after.header).toContain('button Administration');
  const administration = await page
    .locator('#nav-section-administration a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const roleOnly = (part: string) => part === 'button Administration' || administration.some((href) => part.endsWith(` → ${href}`));
  expectNoWrongFrame(frames, roleOnly);
});

test("a resident's home asks for each widget's data once, from the page, before any remote's script", async ({ page }) => {
  await logIn(page, 'resident');
  // Only the new page's requests are counted: the home the login left is unloaded first (it may
  // still be fetching its widgets, and would go on asking after the next page's request has left).
  await page.goto('about:blank');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Latest news' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your donations' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const block = await page.locator('#portal-first-reads').textContent();
  const { pageReads } = JSON.parse(block ?? '{}') as { pageReads: Record<string, string[]> };
  const reads = pageReads['/'] ?? [];
  expect(reads, "the remotes' widget reads are in the page").toEqual(
    expect.arrayContaining(['/api/headlines/?page=1&page_size=3', '/api/complaints/?open=true&page_size=5', '/api/donations/?page=1']),
  );
  const firstRemoteScript = requests.findIndex((url) => Object.values(REMOTE_BASES).some((origin) => url.startsWith(origin)));
  expect(firstRemoteScript).toBeGreaterThan(0);
  for (const read of reads) {
    const asked = requests.flatMap((url, index) => (new URL(url).pathname + new URL(url).search === read ? [index] : []));
    expect(asked, `${read} asked once`).toHaveLength(1);
    expect(asked[0], `${read} before any remote's script`).toBeLessThan(firstRemoteScript);
  }
});

test('the page starts its reads before its style sheets, and asks for the shell’s entry first', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const inlineScript = html.indexOf('<script>');
  const firstStyleSheet = html.search(/<link rel="stylesheet"/);
  const entry = /<script [^>]*src="\/shell\/[^"]+\/main\.[^"]+\.js"[^>]*>/.exec(html)?.[0];
  expect(inlineScript, 'the first reads do not wait for the style sheets').toBeGreaterThan(0);
  expect(inlineScript).toBeLessThan(firstStyleSheet);
  expect(entry, 'the entry is not left behind the preloaded chunks').toContain('fetchpriority="high"');
});

test('while a token is kept, every API request carries it, the page’s own first reads included', async ({ page }) => {
  await logIn(page, 'resident');
  const unsigned: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && !request.headers()['authorization']?.startsWith('Token ')) {
      unsigned.push(request.url());
    }
  });
  for (const path of ['/', '/about-us']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(unsigned).toEqual([]);
});

test('the first screen’s menu opens before the scripts have run, and stays open when the app takes over @phone', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHELL_SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  // The page's load waits for its scripts: only its HTML has arrived.
  await page.goto('/about-us', { waitUntil: 'commit' });
  await expect(page.locator('#root header')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  // Below USWDS's desktop breakpoint (64em) the header's entries are in the menu.
  const onPhone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (onPhone) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  const section = page.getByRole('button', { name: 'News and information' });
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'About us' }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { portalFrame?: { live: boolean } }).portalFrame?.live)).toBe(false);

  release();
  await page.waitForFunction(() => (window as Window & { portalFrame?: { live: boolean } }).portalFrame?.live === true);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#nav-section-information')).toBeVisible();
  if (onPhone) await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Once the app has it, the header is the app's: the section closes as before.
  await section.click();
  await expect(page.locator('#nav-section-information')).toBeHidden();
});

test('About us and Policies show their text before the shell’s scripts have run, and the app draws the same over it @phone', async ({
  page,
  expectErrors,
}) => {
  expectErrors(failedRequest('ERR_FAILED', '/shell/'));
  const organization = (await (await page.request.get('/api/organization/')).json()) as Record<string, string>;
  for (const [path, title, field] of [
    ['/about-us', 'About us', 'about_us'],
    ['/policies', 'Policies', 'policies'],
  ] as const) {
    const paragraphs = organization[field]!.split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean);
    const main = page.locator('main');
    await page.route(SHELL_SCRIPTS, (route) => route.abort());
    await page.goto(path);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.locator('p')).toHaveText(paragraphs);
    await expectAccessible(page);
    await page.unroute(SHELL_SCRIPTS);

    // With the scripts (held until the page has painted), what it painted is never taken away:
    // no placeholder comes between.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (/Loading/.test(document.getElementById('main-content')?.textContent ?? ''))
          document.documentElement.dataset.placeholderSeen = '';
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.route(SHELL_SCRIPTS, async (route) => {
      await page.locator('#main-content[data-painted-early]').waitFor({ state: 'attached' });
      await route.continue();
    });
    await page.goto(path);
    await page.waitForFunction(() => (window as Window & { portalFrame?: { live: boolean } }).portalFrame?.live === true);
    await expect(main.locator('p')).toHaveText(paragraphs);
    expect(await page.locator('html[data-placeholder-seen]').count(), `${path} showed no placeholder over its text`).toBe(0);
    await page.unroute(SHELL_SCRIPTS);
  }
});
