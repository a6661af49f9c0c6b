import type { Page } from '@playwright/test';

import { expect, logIn, test } from './support';

// Every page change without a reload, for each kind of page, as a person makes it (a header or
// footer link, a link in the page, the search box, the back button, a pager, a form's next step):
// the page is at its top with the header in view, focus is on the new page's h1, and the tab's
// title is that heading's text and the app's name.

const APP_NAME = 'City of Riverton';

/** The header's link to `href`, followed as a person would: the menu first on a phone, then its section. */
async function followHeaderLink(page: Page, href: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  const link = nav.locator(`a[href="${href}"]`).first();
  const section = await link.evaluate((element) => element.closest('ul[id]')?.id ?? null);
  if (section) await nav.locator(`button[aria-controls="${section}"]`).click();
  await link.click();
}

/** The new page is shown from its top, its heading has focus and names the tab. */
async function expectLanded(page: Page, heading: string | RegExp) {
  const h1 = page.getByRole('main').locator('h1');
  await expect(h1).toHaveText(heading);
  await expect(h1).toBeFocused();
  const text = ((await h1.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  await expect(page).toHaveTitle(`${text} | ${APP_NAME}`);
  const where = await page.evaluate(() => ({
    scrollY: window.scrollY,
    headerTop: document.querySelector('header.usa-header')?.getBoundingClientRect().top,
  }));
  expect(where, 'the header is in view').toEqual({ scrollY: 0, headerTop: 0 });
}

test.describe('page changes', () => {
  test('each kind of page, reached by a link, opens at its top with focus on its heading @phone', async ({ page }) => {
    await logIn(page, 'resident');
    await expectLanded(page, /^Welcome/);

    // A list, from the header.
    await followHeaderLink(page, '/news');
    await expectLanded(page, 'News');

    // A detail page, from the list.
    const article = page.getByRole('main').locator('a[href^="/news/"]').first();
    const title = ((await article.textContent()) ?? '').trim();
    await article.click();
    await expectLanded(page, title);

    // A form, from the header.
    await followHeaderLink(page, '/complaints/lodge');
    await expectLanded(page, 'Report a problem');

    // A shell information page, from the footer at the bottom of the page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expectLanded(page, 'About us');

    // Home, from the header's name of the municipality.
    await page.locator('header.usa-header a[href="/"]').first().click();
    await expectLanded(page, /^Welcome/);

    // Search results, from the header's search box.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    const search = page.getByRole('search', { name: 'Search the portal' });
    await search.getByRole('searchbox').fill('water');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=water$/);
    await expectLanded(page, /water|Search/i);
  });

  test('a page that is not found, reached by the back button, has its heading as the title @phone', async ({ page }) => {
    await logIn(page, 'resident');
    await page.goto('/no-such-page');
    await expect(page.getByRole('main').locator('h1')).toHaveText('Page Not Found');
    // The first load leaves focus and scroll to the browser.
    await expect(page.getByRole('main').locator('h1')).not.toBeFocused();
    await expect(page).toHaveTitle(`Page Not Found | ${APP_NAME}`);
    await page.getByRole('main').getByRole('link', { name: 'home page' }).click();
    await expectLanded(page, /^Welcome/);
    await page.goBack();
    await expectLanded(page, 'Page Not Found');
  });

  test('a staff list, from the administration menu @phone', async ({ page }) => {
    await logIn(page, 'super');
    await followHeaderLink(page, '/configuration');
    await expectLanded(page, 'Configuration');
    await page.getByRole('main').locator('a[href="/configuration/news"]').first().click();
    await expectLanded(page, /News/);
  });

  test('the next page of a list, from its pager at the bottom @phone', async ({ page }) => {
    await logIn(page, 'resident');
    await followHeaderLink(page, '/news');
    await expectLanded(page, 'News');
    const first = await page.getByRole('main').locator('a[href^="/news/"]').first().textContent();
    // Page 2's number (a phone's pager shows the numbers, not "Next").
    await page
      .getByRole('navigation', { name: 'News pages' })
      .getByRole('link', { name: /page 2$/i })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('main').locator('a[href^="/news/"]').first()).not.toHaveText(first ?? '');
    await expectLanded(page, 'News');
  });

  test("a donation's next step, its check page @phone", async ({ page }) => {
    await logIn(page, 'resident');
    await followHeaderLink(page, '/donations');
    const donate = page
      .getByRole('main')
      .getByRole('link', { name: /^Donate to / })
      .first();
    await donate.click();
    await expect(page).toHaveURL(/\/donations\/donate\?cause=/);
    // USWDS hides the radio itself and draws its label: a person clicks the label.
    const amount = page.getByRole('radio', { name: '$25', exact: true });
    await page.locator(`label[for="${await amount.getAttribute('id')}"]`).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/step=review/);
    await expectLanded(page, 'Check your donation');
  });
});
