import type { Page } from '@playwright/test';

import { expect, expectAccessible, logIn, test } from './support';

// One design system across the shell and the four remotes (docs/kit.md): on one page of each kind,
// at desktop and phone widths, no text in a serif face, no link in the browser's default colours,
// the body at USWDS's line height of 1.5, nothing wider than the window, and axe clean.

/** A font stack whose first face is a serif one (Georgia was the fallback of the serif role). */
const SERIF =
  /^["']?(georgia|merriweather|times|times new roman|serif|cambria|garamond|palatino|book antiqua|(noto|dejavu|liberation|droid) serif)["']?(,|$)/i;
/** The browser's own link colours, unvisited and visited. */
const BROWSER_LINK_COLOURS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];

/** A page kind: its address, or how a person reaches it. */
type Kind = { name: string; path: string | ((page: Page) => Promise<void>) };

const KINDS: Kind[] = [
  { name: 'home', path: '/' },
  { name: 'news list', path: '/news' },
  { name: 'news article', path: '/news/water-main-flushing-schedule' },
  { name: 'poll', path: '/polls/recycling-pickup-day' },
  { name: 'petitions', path: '/petitions' },
  { name: 'documents', path: '/documents' },
  { name: 'complaint form', path: '/complaints/lodge' },
  {
    name: 'a complaint',
    path: async (page) => {
      await page.goto('/complaints?view=all');
      await page.getByRole('link', { name: /^CMP-/ }).first().click();
      await expect(page).toHaveURL(/\/complaints\/\d+/);
    },
  },
  { name: 'donations', path: '/donations' },
  { name: 'donate form', path: '/donations/donate' },
  { name: 'profile', path: '/users/profile' },
  { name: 'a configuration list', path: '/configuration/towns' },
  { name: 'search results', path: '/search?q=sediment' },
  { name: 'about us', path: '/about-us' },
  { name: 'not found', path: '/no-such-page' },
];

/** What the checks measure, on every element of the kinds they are about that is on screen. */
async function measure(page: Page) {
  return page.evaluate(
    ({ serif, linkColours }) => {
      const serifFace = new RegExp(serif, 'i');
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      const serifText = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, label')]
        .filter(shown)
        .filter((element) => serifFace.test(getComputedStyle(element).fontFamily.trim()))
        .map((element) => `${describe(element)}: ${getComputedStyle(element).fontFamily}`);
      const browserLinks = [...document.querySelectorAll('a[href]')]
        .filter(shown)
        .filter((element) => linkColours.includes(getComputedStyle(element).color))
        .map((element) => `${describe(element)}: ${getComputedStyle(element).color}`);
      const body = getComputedStyle(document.body);
      return {
        serifText,
        browserLinks,
        lineHeightRatio: parseFloat(body.lineHeight) / parseFloat(body.fontSize),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    },
    { serif: SERIF.source, linkColours: BROWSER_LINK_COLOURS },
  );
}

test.describe('one design system', () => {
  for (const kind of KINDS) {
    test(`${kind.name}: sans text, USWDS link colours, line height 1.5, axe clean @phone`, async ({ page }) => {
      await logIn(page, 'super');
      if (typeof kind.path === 'string') await page.goto(kind.path);
      else await kind.path(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

      const found = await measure(page);
      expect(found.serifText, 'headings, paragraphs, list items and labels in a serif face').toEqual([]);
      expect(found.browserLinks, "links in the browser's default colours").toEqual([]);
      expect(found.lineHeightRatio, "the body's line height over its font size").toBeCloseTo(1.5, 2);
      expect(found.overflow, 'sideways scroll').toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  }
});

// The check every page above passes fails where it should: a picture without a text alternative
// and grey text on white, in a document it checks twice (axe loaded once, its second run alike).
test('the accessibility check names what a page gets wrong', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><img src="x.png"><p style="color: #ddd">Faint</p></main></body></html>',
  );
  for (const attempt of [1, 2]) {
    const failure = await expectAccessible(page).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(failure, `check ${attempt}`).toContain('image-alt: img');
    expect(failure, `check ${attempt}`).toContain('color-contrast: p');
  }
});
