import type { Page } from '@playwright/test';

import { expect, expectAccessible, logIn, test, type DEMO } from './support';

// One picture per kind of page (each of the kit's page templates among them), at the width of the project that runs it (desktop and phone), on
// the fresh demo data: a change to how any team's page looks shows here as a failed comparison,
// to be looked at and, when intended, accepted with `--update-snapshots` and committed with the
// change. The visual projects run first, before any other test has changed the data. Dates come
// from the day the demo data was made, so `<time>` elements are masked, and a few pixels may differ.

type Who = keyof typeof DEMO | null;
/** `then`: what a person does on the page before it is taken (sends a form, for its confirmation). */
type Shot = { name: string; who: Who; path: string | ((page: Page) => Promise<string>); then?: (page: Page) => Promise<void> };

const firstLink = (list: string, pattern: RegExp) => async (page: Page) => {
  await page.goto(list);
  const href = await page.getByRole('main').getByRole('link', { name: pattern }).first().getAttribute('href');
  return href ?? list;
};

const SHOTS: Shot[] = [
  { name: 'login', who: null, path: '/login' },
  { name: 'information', who: null, path: '/about-us' },
  { name: 'not-found', who: null, path: '/no-such-page' },
  { name: 'hub', who: null, path: '/support' },
  {
    name: 'confirmation',
    who: null,
    path: '/users/forgot-password',
    // The same answer for any address: the page only says where to look.
    then: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('textbox').fill('someone@example.org');
      await main.getByRole('button').click();
      await expect(page.locator('.portal-panel')).toBeFocused();
    },
  },
  { name: 'home', who: 'resident', path: '/' },
  { name: 'list', who: 'resident', path: '/news' },
  { name: 'article', who: 'resident', path: firstLink('/news', /.+/) },
  { name: 'poll', who: 'resident', path: firstLink('/polls', /.+/) },
  { name: 'form', who: 'resident', path: '/complaints/lodge' },
  { name: 'donate', who: 'resident', path: '/donations/donate' },
  { name: 'profile', who: 'resident', path: '/users/profile' },
  { name: 'search', who: 'resident', path: '/search?q=park' },
  { name: 'staff-list', who: 'super', path: '/departments' },
  { name: 'configuration-list', who: 'super', path: '/configuration/news' },
  { name: 'complaint', who: 'super', path: firstLink('/complaints', /^CMP-/) },
  { name: 'donations', who: 'super', path: '/donations' },
];

/** The page has drawn: no placeholder left, fonts settled. */
async function settled(page: Page) {
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

for (const shot of SHOTS) {
  test(`${shot.name} looks as reviewed`, async ({ page }) => {
    if (shot.who) await logIn(page, shot.who);
    const path = typeof shot.path === 'string' ? shot.path : await shot.path(page);
    await page.goto(path);
    await shot.then?.(page);
    await settled(page);
    await expect(page).toHaveScreenshot(`${shot.name}.png`, {
      fullPage: true,
      mask: [page.locator('time')],
      maxDiffPixelRatio: 0.01,
    });
  });
}

// The same pages in Spanish, as a Spanish browser's first visit opens them: the page says it is in
// Spanish, passes axe, has no sideways scroll (Spanish runs about a third longer), and looks as reviewed.
test.describe('in Spanish', () => {
  test.use({ locale: 'es-US' });

  for (const shot of SHOTS) {
    test(`${shot.name} in Spanish looks as reviewed`, async ({ page }) => {
      if (shot.who) await logIn(page, shot.who);
      const path = typeof shot.path === 'string' ? shot.path : await shot.path(page);
      await page.goto(path);
      await shot.then?.(page);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      await expect(page).toHaveScreenshot(`${shot.name}-es.png`, {
        fullPage: true,
        mask: [page.locator('time')],
        maxDiffPixelRatio: 0.01,
      });
    });
  }
});
