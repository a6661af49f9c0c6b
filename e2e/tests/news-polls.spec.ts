import { expect, expectAccessible, expectScriptsFetchedOnceAhead, failedRequest, logIn, REMOTE_ORIGINS, test } from './support';

test.describe('news, polls and petitions', () => {
  test('news: a list, an article, and an unknown article is not found @phone', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(404, '/api/news/no-such-article/'));
    await logIn(page, 'resident');
    await page.goto('/news');
    await page.getByRole('link', { name: 'Water main flushing schedule' }).click();
    await expect(page.getByRole('heading', { name: 'Water main flushing schedule', level: 1 })).toBeVisible();
    await expect(page.locator('time')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/news/no-such-article');
    await expect(page.getByText('Page Not Found: /news/no-such-article')).toBeVisible();
  });

  test("a page opened in the area fetches the area's routes script once, beside its entry", async ({ page }) => {
    await logIn(page, 'resident');
    await expectScriptsFetchedOnceAhead(page, '__federation_expose_routes', [REMOTE_ORIGINS.news_polls], async () => {
      await page.goto('/news');
      await expect(page.getByRole('link', { name: 'Water main flushing schedule' })).toBeVisible();
    });
  });

  test('polls: vote once, even on a double click, then see the results', async ({ page }) => {
    await logIn(page, 'resident');
    await page.goto('/polls');
    await expect(page.getByRole('heading', { name: 'Open polls' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming polls' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Closed polls' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Should the main library open on Sundays?' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Vote' }).click();
    await expect(page.getByRole('link', { name: 'Choose an option' })).toBeVisible();
    await page.locator('label', { hasText: 'Yes, from noon to 5 p.m.' }).click();
    await page.getByRole('button', { name: 'Vote' }).dblclick();
    await expect(page.getByText('Thank you, your vote is counted.')).toBeVisible();
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
    await logIn(page, 'resident');
    await page.goto('/polls/recycling-pickup-day');
    await expect(page.getByRole('figure').getByText(/^Results: \d+ votes$/)).toBeVisible();
    await expect(page.getByText(/\(\d+%\)/).first()).toBeVisible();
    await page.goto('/polls/no-such-poll');
    await expect(page.getByText('Page Not Found: /polls/no-such-poll')).toBeVisible();
  });

  test('petitions: a resident signs once and the count updates at once', async ({ page }) => {
    await logIn(page, 'resident');
    await page.goto('/petitions');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Add a crosswalk at Elm Street and 5th Avenue' }).click();
    await expect(page.getByRole('heading', { name: 'Add a crosswalk at Elm Street and 5th Avenue', level: 1 })).toBeVisible();
    const progress = page.getByText(/of [\d,]+ signatures/);
    const before = Number((await progress.locator('strong').textContent())!.replace(/,/g, ''));
    await page.getByRole('button', { name: 'Sign this petition' }).click();
    await expect(page.getByText('You have signed this petition.')).toBeVisible();
    await expect(progress.locator('strong')).toHaveText(new Intl.NumberFormat('en-US').format(before + 1));
    await expect(page.getByText('Thank you, your signature is added.')).toBeVisible();
    await expectAccessible(page);
  });

  test('petitions: signing needs a complete profile', async ({ page }) => {
    await logIn(page, 'super');
    await page.goto('/petitions');
    await page.getByRole('link', { name: 'Add a crosswalk at Elm Street and 5th Avenue' }).click();
    await expect(page.getByRole('heading', { name: 'Complete your profile first' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign this petition' })).toHaveCount(0);
  });
});

test.describe('campaigns, documents, community, projects and legislation', () => {
  test('documents by category and subcategory, with downloads', async ({ page }) => {
    await logIn(page, 'resident');
    await page.goto('/documents');
    await expectAccessible(page);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Budgets and finance' });
    await page.getByLabel('Subcategory', { exact: true }).selectOption({ label: 'Annual budgets' });
    const download = page.getByRole('button', { name: /^Download .*\.pdf/ }).first();
    await expect(download).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  });

  for (const [path, heading] of [
    ['/campaigns', 'Campaigns'],
    ['/community', 'Community groups'],
    ['/projects', 'Projects'],
    ['/projects/parks', 'Parks and recreation projects'],
    ['/legislation', 'Legislation'],
  ] as const) {
    test(`${path} shows its content`, async ({ page }) => {
      await logIn(page, 'resident');
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expect(page.locator('main li, main tbody tr').first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('an unknown project type is not found', async ({ page }) => {
    await logIn(page, 'resident');
    await page.goto('/projects/spaceports');
    await expect(page.getByText('Page Not Found: /projects/spaceports')).toBeVisible();
  });
});
