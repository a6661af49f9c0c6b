import { registerResident } from './api';
import { expect, expectAccessible, failedRequest, logIn, test } from './support';

// A real 1×1 PNG, so the API's check by content accepts it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('the composed portal', () => {
  test('a visitor is sent to log in, then back to the page they asked for @phone @edge', async ({ page }) => {
    await page.goto('/donations');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login to access this resource.')).toBeVisible();
    // The page itself says why the visitor is here, after the toast has gone.
    await expect(page.getByRole('main').getByText('The page you asked for needs you to log in. Once you have, it opens.')).toBeVisible();
    await expect(page).toHaveTitle('Log in | City of Riverton');
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

  test('a resident sees a real page of each remote @phone @edge', async ({ page }) => {
    await logIn(page, 'resident');
    await expect(page.getByRole('heading', { name: 'Welcome, Rosa' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'News' }).first().click();
    await expect(page.getByRole('heading', { name: 'Water main flushing schedule' })).toBeVisible();
    await expect(page).toHaveTitle('News | City of Riverton');
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

  test('a remote’s notice reaches the shell’s toaster: a photo that cannot be opened', async ({ page, request, expectErrors }) => {
    expectErrors(failedRequest(500, '/api/uploads/'));
    // A resident of its own, so that the demo resident's lists stay as the other tests expect.
    await logIn(page, await registerResident(request, 'toaster'));
    await page.goto('/complaints/lodge');
    await page.getByLabel('What kind of problem is it?').selectOption({ label: 'Potholes' });
    await page.getByLabel('Describe the problem').fill('A streetlight on Oak Avenue has been out for a week.');
    await page.getByLabel('Address or place').fill('8 Oak Avenue');
    await page.getByLabel('Photos (optional)').setInputFiles({ name: 'streetlight.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('list', { name: 'Attached files' }).getByText('streetlight.png')).toBeVisible();
    await page.getByRole('button', { name: 'Submit complaint' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Complaint CMP-/ })).toBeVisible();
    // The area raises the notice on the bus; the shell draws it.
    await page.route('**/api/uploads/**', (route) => route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } }));
    await page.getByRole('button', { name: 'streetlight.png' }).click();
    // In words for the resident: the server's own for its failure are for its log.
    await expect(
      page.getByRole('status').filter({ hasText: 'Something went wrong on our side. Please try again in a moment.' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('unknown paths show the not-found page', async ({ page }) => {
    await logIn(page, 'resident');
    await page.goto('/news/a/b/c');
    await expect(page.getByText('Page Not Found: /news/a/b/c')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
  });
});
