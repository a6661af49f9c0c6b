import type { Page } from '@playwright/test';

import { expect, expectAccessible, logIn, removeIt, save, test, toggle } from './support';

// News articles are written in Markdown; residents read them formatted, as the API renders and
// filters them, and markup that could run a script never reaches their page.

const BODY = [
  '## What changes',
  'Crews repave **Elm Street** from *Monday*.',
  '- One lane stays open\n- Buses keep their stops',
  '[Detour map](https://example.org/map) and [a trap](javascript:window.__pwned=1)',
  '<img src="/no-such-picture.png" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><svg onload="window.__pwned = 3"></svg>',
].join('\n\n');

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);

async function openInConfiguration(page: Page, title: string) {
  await page.goto('/configuration/news');
  await page.getByRole('searchbox', { name: 'Search news' }).fill(title);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: title }).click();
}

test('an admin formats a news article; residents read it formatted, and its hostile markup never runs', async ({ page }) => {
  const title = `Elm Street repaving ${Date.now()}`;
  await logIn(page, 'admin', { to: '/configuration/news' });
  await page.getByRole('link', { name: 'Add a news article' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary', { exact: true }).fill('Elm Street is repaved from Monday, one lane open each way.');
  const article = page.getByRole('textbox', { name: 'Article', exact: true });
  // The formatting available is told next to the field, and read out with it.
  await expect(article).toHaveAccessibleDescription(/\*\*bold\*\*.*\*italic\*.*lists.*links.*headings/);
  await article.fill(BODY);
  await toggle(page, /^Published/);
  await expectAccessible(page);
  await save(page, 'Add news article', 'News article added');
  // Staff keep editing the Markdown as they wrote it.
  await openInConfiguration(page, title);
  await expect(page.getByRole('textbox', { name: 'Article', exact: true })).toHaveValue(BODY);
  await page.getByRole('button', { name: /Log out/ }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, 'resident', { to: `/news?search=${encodeURIComponent(title)}` });
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const body = page.locator('article .usa-prose');
  await expect(body.getByRole('heading', { level: 2, name: 'What changes' })).toBeVisible();
  await expect(body.locator('strong')).toHaveText('Elm Street');
  await expect(body.locator('em')).toHaveText('Monday');
  await expect(body.getByRole('listitem')).toHaveText(['One lane stays open', 'Buses keep their stops']);
  const map = body.getByRole('link', { name: 'Detour map' });
  await expect(map).toHaveAttribute('href', 'https://example.org/map');
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  // The javascript: link keeps its words, not its address; the image, script and SVG are gone.
  await expect(body.getByText('a trap')).toBeVisible();
  await expect(body.getByRole('link', { name: 'a trap' })).toHaveCount(0);
  await expect(body.locator('img, script, svg, [onerror], [onload], [href^="javascript"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await pwned(page)).toBeUndefined();
  await expectAccessible(page);

  // Leave the demo news as it was.
  await page.getByRole('button', { name: /Log out/ }).click();
  await logIn(page, 'admin');
  await openInConfiguration(page, title);
  await removeIt(page, 'news article');
  await expect(page.getByRole('region', { name: 'News article deleted' })).toBeVisible();
});
