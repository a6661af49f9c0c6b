import { statSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, expectAccessible, expectScriptsFetchedOnceAhead, failedRequest, logIn, REMOTE_BASES, test } from './support';

/** Nothing wider than the window (390 px on a phone): no sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('news, polls and petitions', () => {
  test('news: a list with page links and a search, an article, and an unknown article is not found @phone', async ({
    page,
    expectErrors,
  }) => {
    expectErrors(failedRequest(404, '/api/news/no-such-article/'));
    await logIn(page, 'resident', { to: '/news' });
    await expect(page).toHaveTitle(/^News \| /);
    await expectNoSidewaysScroll(page);
    const pager = page.getByRole('navigation', { name: 'News pages' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: /page 2$/i }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(pager.getByRole('link', { name: /page 2$/i })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);

    const search = page.getByRole('search', { name: 'Search news' });
    await search.getByRole('searchbox', { name: 'Search news' }).fill('zzzz no such words');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'No news matches “zzzz no such words”' })).toBeVisible();
    await expect(page.getByText(/^0 /)).toHaveCount(0);
    await page.getByRole('link', { name: 'See all news' }).click();
    await expect(page).toHaveURL(/\/news$/);

    await page.getByRole('link', { name: 'Water main flushing schedule' }).click();
    await expect(page.getByRole('heading', { name: 'Water main flushing schedule', level: 1 })).toBeVisible();
    await expect(page.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page).toHaveTitle(/^Water main flushing schedule \| /);
    await expectAccessible(page);
    await page.goto('/news/no-such-article');
    await expect(page.getByText('Page Not Found: /news/no-such-article')).toBeVisible();
  });

  test("a page opened in the area fetches the area's routes script once, beside its entry", async ({ page }) => {
    await logIn(page, 'resident');
    await expectScriptsFetchedOnceAhead(page, '__federation_expose_routes', [REMOTE_BASES.news_polls], async () => {
      await page.goto('/news');
      await expect(page.getByRole('link', { name: 'Water main flushing schedule' })).toBeVisible();
    });
  });

  test('polls: vote once, even on a double click, then see the results', async ({ page }) => {
    await logIn(page, 'resident');
    // The page's clock is the test's, to show the confirmation stays where a toast would have gone.
    await page.clock.install();
    await page.goto('/polls');
    await expect(page.getByRole('heading', { name: 'Open polls' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming polls' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Closed polls' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Should the main library open on Sundays?' }).click();
    await expectAccessible(page);
    await expect(page.getByRole('main').getByText(/^Open$/)).toBeVisible();
    await expect(page.getByText(/^Voting closes [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Vote' }).click();
    await expect(page.getByRole('link', { name: 'Choose one of the options.' })).toBeVisible();
    await page.locator('label', { hasText: 'Yes, from noon to 5 p.m.' }).click();
    await page.getByRole('button', { name: 'Vote' }).dblclick();
    // The confirmation stays on the page, under the heading, with what was voted for, and takes focus.
    const panel = page.getByRole('region', { name: 'Your vote is counted' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('You voted for');
    await expect(panel).toContainText('Yes, from noon to 5 p.m.');
    await expect(panel).toBeFocused();
    await expect(page.locator('main h1 + section')).toHaveAccessibleName('Your vote is counted');
    await page.clock.fastForward(5_500);
    await expect(panel).toBeVisible();
    const results = page.getByRole('figure');
    await expect(results.getByText('Your vote')).toBeVisible();
    const total = Number((await results.getByText(/^Results: \d+ votes?$/).textContent())!.match(/\d+/)![0]);
    await page.reload();
    await expect(page.getByRole('figure').getByText(`Results: ${total} vote`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vote' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('polls: a closed poll shows its results; an unknown poll is not found', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(404, '/api/polls/no-such-poll/'));
    await logIn(page, 'resident', { to: '/polls/recycling-pickup-day' });
    await expect(page.getByRole('figure').getByText(/^Results: \d+ votes$/)).toBeVisible();
    await expect(page.getByText(/\(\d+%\)/).first()).toBeVisible();
    await page.goto('/polls/no-such-poll');
    await expect(page.getByText('Page Not Found: /polls/no-such-poll')).toBeVisible();
  });

  test('petitions: a resident signs once and the count updates at once', async ({ page }) => {
    await logIn(page, 'resident', { to: '/petitions' });
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Add a crosswalk at Elm Street and 5th Avenue' }).click();
    await expect(page.getByRole('heading', { name: 'Add a crosswalk at Elm Street and 5th Avenue', level: 1 })).toBeVisible();
    const progress = page.getByText(/of [\d,]+ signatures/);
    const before = Number((await progress.locator('strong').textContent())!.replace(/,/g, ''));
    await page.getByRole('button', { name: 'Sign this petition' }).click();
    const panel = page.getByRole('region', { name: 'You have signed this petition' });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(page.locator('main h1 + section')).toHaveAccessibleName('You have signed this petition');
    await expect(progress.locator('strong')).toHaveText(new Intl.NumberFormat('en-US').format(before + 1));
    await expect(
      page.getByText(`Your signature is one of ${new Intl.NumberFormat('en-US').format(before + 1)}.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign this petition' })).toHaveCount(0);
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByText('You have signed this petition.')).toBeVisible();
  });

  test('petitions: signing needs a complete profile', async ({ page }) => {
    await logIn(page, 'super', { to: '/petitions' });
    await page.getByRole('link', { name: 'Add a crosswalk at Elm Street and 5th Avenue' }).click();
    await expect(page.getByRole('heading', { name: 'Complete your profile first' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign this petition' })).toHaveCount(0);
  });
});

test.describe('campaigns, documents, community, projects and legislation', () => {
  test('documents by category and subcategory, downloads as links with their real sizes, one empty state @phone', async ({ page }) => {
    await logIn(page, 'resident', { to: '/documents' });
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Budgets and finance' });
    await page.getByLabel('Subcategory', { exact: true }).selectOption({ label: 'Annual budgets' });
    await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0);
    const budget = page.getByRole('link', { name: 'Adopted budget, this fiscal year', exact: true });
    await expect(budget).toBeVisible();
    // Each file says its type and its size as it is (the demo PDFs are one page, about 1 kB each):
    // the size shown is the downloaded file's, and the files do not all read the same.
    const card = page.getByRole('listitem').filter({ has: budget });
    const [file] = await Promise.all([page.waitForEvent('download'), budget.click()]);
    expect(file.suggestedFilename()).toBe('adopted-budget.pdf');
    const bytes = statSync((await file.path())!).size;
    const [, shown] = /PDF, (\d\.\d\d) kB/.exec((await card.textContent()) ?? '') ?? [];
    expect(Math.abs(Number(shown) * 1024 - bytes)).toBeLessThan(bytes * 0.01);
    // Every size to three figures in the same unit, a small file's too.
    await expect(page.getByRole('main').getByText(/^CSV, 0\.\d{3,4} kB$/)).toBeVisible();
    const sizes = await page
      .getByRole('main')
      .getByText(/^(PDF|CSV), /)
      .allTextContents();
    expect(new Set(sizes).size).toBe(sizes.length);
    await expectAccessible(page);

    const search = page.getByRole('search', { name: 'Search documents' });
    await search.getByRole('searchbox', { name: 'Search documents' }).fill('zzzz no such words');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'No documents match “zzzz no such words”' })).toBeVisible();
    await expect(page.getByText(/\b0 (results|documents)|No results/)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('legislation: every ordinance, resolution and bylaw opens on its own page @phone', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(404, '/api/legislation/999999/'));
    await logIn(page, 'resident', { to: '/legislation' });
    const rows = page.getByRole('main').locator('tbody tr');
    await expect(rows).toHaveCount(6);
    for (const row of await rows.all()) await expect(row.getByRole('link')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Short-term rental registration' }).click();
    await expect(page).toHaveURL(/\/legislation\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Short-term rental registration', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Short-term rental registration \| /);
    await expect(page.getByText('Short-term rentals must register with the City each year')).toBeVisible();
    await expect(page.getByText(/^Ordinance \d{4}-14$/)).toBeVisible();
    await expect(page.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByText(/Ask .+ for a copy/)).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Legislation' }).click();
    await expect(page.getByRole('heading', { name: 'Legislation', level: 1 })).toBeVisible();
    // One published in the portal's documents leads to it.
    await page.getByRole('link', { name: 'Council rules of procedure' }).click();
    await page.getByRole('link', { name: /^Read the full text of Bylaw \d{4}-02/ }).click();
    await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText('Council rules of procedure').first()).toBeVisible();
    await page.goto('/legislation/999999');
    await expect(page.getByText('Page Not Found: /legislation/999999')).toBeVisible();
  });

  test('projects: filtered by type with links, never a stack of buttons, statuses as coloured tags @phone', async ({ page }) => {
    await logIn(page, 'resident', { to: '/projects' });
    const filter = page.getByRole('navigation', { name: 'Filter projects' });
    await expect(filter.getByRole('link', { name: 'All types' })).toHaveAttribute('aria-current', 'page');
    await expect(filter.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    // On a phone the first project starts within the first screen.
    await expect(page.getByRole('main').locator('.portal-card-list > li').first()).toBeInViewport();
    await filter.getByRole('link', { name: 'Parks and recreation' }).click();
    await expect(page).toHaveURL(/\/projects\/parks$/);
    await expect(page.getByRole('heading', { name: 'Parks and recreation projects', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Parks and recreation projects \| /);
    await expect(filter.getByRole('link', { name: 'Parks and recreation' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main .portal-tag').first()).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });

  for (const [path, heading] of [
    ['/campaigns', 'Campaigns'],
    ['/community', 'Community groups'],
    ['/projects', 'Projects'],
    ['/projects/parks', 'Parks and recreation projects'],
    ['/legislation', 'Legislation'],
  ] as const) {
    test(`${path} shows its content @phone`, async ({ page }) => {
      await logIn(page, 'resident', { to: path });
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expect(page.locator('main li, main tbody tr').first()).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    });
  }

  test('an unknown project type is not found', async ({ page }) => {
    await logIn(page, 'resident', { to: '/projects/spaceports' });
    await expect(page.getByText('Page Not Found: /projects/spaceports')).toBeVisible();
  });
});
