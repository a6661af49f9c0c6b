import type { Page } from '@playwright/test';

import { expect, expectAccessible, logIn, test } from './support';

// "sediment" is only in the body of the published article "Water main flushing schedule";
// "vendors" only in the summary of a draft (api/src/db/seed/data.ts).

const count = (page: Page) => page.getByRole('status').filter({ hasText: /results? for/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /^Search for/ });

test.describe('search', () => {
  test('@phone a resident finds an article by a word of its body, sees it marked and opens it', async ({ page }) => {
    await logIn(page, 'resident', { to: '/search?q=sediment' });
    await expect(page).toHaveTitle('Search | City of Riverton');
    await expect(count(page)).toHaveText('1 result for “sediment”');
    await expect(searchBox(page)).toHaveValue('sediment');
    const link = page.getByRole('link', { name: 'Water main flushing schedule' });
    const result = page.getByRole('listitem').filter({ has: link });
    await expect(result.getByText('News', { exact: true })).toBeVisible();
    await expect(result.locator('mark')).toHaveText(['sediment']);
    await expectAccessible(page);
    await link.click();
    await expect(page).toHaveURL(/\/news\/water-main-flushing-schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Water main flushing schedule' })).toBeVisible();
  });

  test('@phone a draft’s words find nothing, and the page says what to try', async ({ page }) => {
    await logIn(page, 'resident', { to: '/search?q=vendors' });
    await expect(page.getByRole('heading', { name: 'No results for “vendors”' })).toBeVisible();
    // Said once: announced, and drawn only as the empty state with what to try.
    await expect(count(page)).toHaveText('No results for “vendors”');
    await expect(page.getByText('0 results')).toHaveCount(0);
    await expect(page.getByText(/Check the spelling/)).toBeVisible();
    await expectAccessible(page);
  });

  test('a visitor finds only what the public pages show, and searches again from the box, on a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/search?q=sediment');
    await expect(page.getByRole('heading', { name: 'No results for “sediment”' })).toBeVisible();
    await expect(page.locator('#main-content').getByRole('link', { name: 'log in', exact: true })).toHaveAttribute('href', '/login');
    await searchBox(page).fill('911');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=911$/);
    const contact = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Emergency services' }) });
    await expect(contact.getByText('Emergency contact', { exact: true })).toBeVisible();
    await expect(contact.locator('mark')).toHaveText(['911']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await contact.getByRole('link', { name: 'Emergency services' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Emergency contacts' })).toBeVisible();
  });

  test('the header’s search box opens the page with its query, and the page’s box follows it', async ({ page }) => {
    await logIn(page, 'resident', { to: '/search?q=sediment' });
    await expect(count(page)).toHaveText('1 result for “sediment”');
    // Two search landmarks, each with its own name.
    await expect(page.getByRole('search')).toHaveCount(2);
    await expect(page.getByRole('search', { name: 'Search for' })).toHaveCount(1);
    const header = page.getByRole('search', { name: 'Search the portal' });
    await header.getByRole('searchbox', { name: 'Search' }).fill('library hours');
    await header.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=library\+hours$/);
    await expect(searchBox(page)).toHaveValue('library hours');
    await expect(page.getByRole('link', { name: 'Main library extends its weekday hours' })).toBeVisible();
  });

  test('results page with links to ?page=, the current one marked', async ({ page }) => {
    await logIn(page, 'resident', { to: '/search?q=water' });
    const pages = page.getByRole('navigation', { name: 'Search results pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/search\?q=water&page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an empty search is refused next to the box', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('search', { name: 'Search for' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Enter a word or phrase to search for.')).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await expectAccessible(page);
  });

  test('@phone the header’s box sent empty opens the search page, and neither box is cut off', async ({ page }) => {
    await page.goto('/about-us');
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    const header = page.getByRole('search', { name: 'Search the portal' });
    await header.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    for (const box of await page.getByRole('search').all()) {
      if (!(await box.isVisible())) continue;
      const button = (await box.getByRole('button', { name: 'Search' }).boundingBox())!;
      const field = (await box.getByRole('searchbox').boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(width);
      // The button beside the field, not under it.
      expect(Math.abs(button.y - field.y)).toBeLessThan(4);
    }
  });
});
