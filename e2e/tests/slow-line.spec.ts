import type { Page } from '@playwright/test';

import { expect, followNav, logIn, REMOTE_BASES, test } from './support';

// A slow line is not a failure: with one remote's scripts (its entry and chunks) arriving seconds
// late, its page and its home card show their loading placeholder within a second, then their
// content, and never say they could not load. A remote that never answers leaves the tab loaded.
// The page's clock is the test's: the remote's requests are held while the page's timers are moved
// on by `DELAY_MS`, then let through, so that no test waits real seconds.

/** Longer than a remote used to get before its area said it could not load (2.5 s). */
const DELAY_MS = 6_000;

/**
 * Every request to the remote's origin held until the returned `answer` is called; `late` moves
 * the page's clock on by `DELAY_MS` while they wait, firing every timer due meanwhile.
 */
async function slowRemote(page: Page, origin: string) {
  await page.clock.install();
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${origin}/**`, async (route) => {
    await answered;
    await route.continue().catch(() => {});
  });
  return { late: () => page.clock.fastForward(DELAY_MS), answer };
}

/** Records, from the page's start, whether an area ever said it could not load. */
async function watchForFailures(page: Page) {
  await page.addInitScript(() => {
    const failed = /could not load|Temporarily unavailable/;
    new MutationObserver(() => {
      if (failed.test(document.body?.textContent ?? '')) (window as { sawFailure?: boolean }).sawFailure = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const sawFailure = (page: Page) => page.evaluate(() => Boolean((window as { sawFailure?: boolean }).sawFailure));

test.describe('a slow line', () => {
  test("a remote's page shows its placeholder, then the page, never that it could not load @phone", async ({ page }) => {
    await logIn(page, 'resident');
    await watchForFailures(page);
    // Opened on a shell page, so that nothing of the remote has loaded yet.
    const line = await slowRemote(page, REMOTE_BASES.news_polls);
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();

    await followNav(page, 'News and information', 'News');
    const placeholder = page.getByTestId('page-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder.locator('[aria-busy="true"]')).toBeVisible();
    await expect(placeholder.getByRole('status')).toHaveText('Loading…');
    // Seconds pass on the page's clock with nothing of the remote yet: still waiting, no failure.
    await line.late();
    await expect(placeholder.getByRole('status')).toHaveText('Loading…');
    expect(await sawFailure(page)).toBe(false);

    line.answer();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeFocused();
    expect(await sawFailure(page)).toBe(false);
  });

  test('a home card shows its placeholder, then its widget, never that it could not load', async ({ page }) => {
    await logIn(page, 'resident');
    await watchForFailures(page);
    const line = await slowRemote(page, REMOTE_BASES.donations);
    await page.goto('/');
    // One card for each remote whose widgets are on their way.
    const cards = page.getByTestId('widget-placeholder');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('[aria-busy="true"]')).toBeVisible();
    // The other remotes' cards come meanwhile.
    await expect(page.getByRole('heading', { level: 2, name: 'Latest news' })).toBeVisible();
    await line.late();
    await expect(cards.first().locator('[aria-busy="true"]')).toBeVisible();
    expect(await sawFailure(page)).toBe(false);

    line.answer();
    await expect(page.getByRole('heading', { level: 2, name: 'Your donations' })).toBeVisible();
    await expect(cards).toHaveCount(0);
    expect(await sawFailure(page)).toBe(false);
  });

  test('a remote whose origin never answers leaves the tab loaded, its card waiting', async ({ page }) => {
    await logIn(page, 'resident');
    await page.route(`${REMOTE_BASES.donations}/**`, () => {
      // Never answered.
    });
    // Waits for the page's load event.
    await page.goto('/', { waitUntil: 'load', timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Latest news' })).toBeVisible();
    // The other remotes' cards come (on a busy machine, after the news); the donations card waits.
    await expect(page.getByTestId('widget-placeholder')).toHaveCount(1);
    await expect(page.getByTestId('widget-placeholder')).toBeVisible();
  });
});
