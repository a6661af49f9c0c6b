import { expect, expectAccessible, failedRequest, followNav, logIn, save, test, toggle } from './support';

test.describe('the composed portal', () => {
  test('a visitor is sent to log in, then back to the page they asked for @phone', async ({ page }) => {
    await page.goto('/donations');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login to access this resource.')).toBeVisible();
    await expect(page).toHaveTitle('Log in | Community Portal');
    await expectAccessible(page);
    await page.getByLabel('Email').fill('resident@example.org');
    await page.getByLabel('Password').fill('Resident!2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/donations$/);
    await expect(page.getByRole('heading', { name: 'Donations', level: 1 })).toBeVisible();
  });

  test('wrong credentials keep what was typed and say why', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(400, '/api/auth/login/'));
    await page.goto('/login');
    await page.getByLabel('Email').fill('resident@example.org');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').getByText('Unable to log in with provided credentials.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('resident@example.org');
    await expectAccessible(page);
  });

  test('a resident sees a real page of each remote @phone', async ({ page }) => {
    await logIn(page, 'resident');
    await expect(page.getByRole('heading', { name: 'Welcome, Rosa' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'News' }).first().click();
    await expect(page.getByRole('heading', { name: 'Water main flushing schedule' })).toBeVisible();
    await expect(page).toHaveTitle('News | Community Portal');
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Search news' }).fill('flushing');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);

    await page.goto('/complaints');
    await expect(page.getByRole('heading', { name: 'You have no complaints' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/donations');
    await expect(page.getByRole('cell', { name: 'Parks and Trails Fund' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '$25.00' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a resident is refused the configuration area', async ({ page }) => {
    await logIn(page, 'resident');
    await page.goto('/configuration/news');
    await expect(page.getByText('You are not authorized to use this resource.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an event raised in a remote reaches the shell as a toast', async ({ page }) => {
    await logIn(page, 'super');
    await followNav(page, 'Administration', 'Configuration');
    await page.getByRole('main').getByRole('link', { name: 'News', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expectAccessible(page);
    // A draft. Publishing it raises the toast through the shell.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Draft', exact: true }) })
      .first();
    const title = (await row.getByRole('rowheader').textContent())!.trim();
    for (const step of ['publish', 'leave the demo data as it was']) {
      await page.getByRole('link', { name: title, exact: true }).click();
      await toggle(page, /^Published/);
      await save(page, 'Save changes', 'Your changes were saved.');
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: title })
          .getByRole('cell', { name: step === 'publish' ? 'Published' : 'Draft', exact: true }),
      ).toBeVisible();
    }
  });

  test('unknown paths show the not-found page', async ({ page }) => {
    await logIn(page, 'resident');
    await page.goto('/news/a/b/c');
    await expect(page.getByText('Page Not Found: /news/a/b/c')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
  });
});
