import type { Page } from '@playwright/test';

import { registerResident } from './api';
import { expect, expectAccessible, failedRequest, logIn, test } from './support';

// A real 1×1 PNG, so the API's check by content accepts it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Log out/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('complaints, disputes and appeals', () => {
  test('a resident lodges a complaint with a photo and follows it', async ({ page, request, expectErrors }) => {
    expectErrors(failedRequest(400, '/api/uploads/'));
    // A resident of its own, so that the demo resident keeps an empty list of complaints.
    await logIn(page, await registerResident(request, 'casey'));
    await page.goto('/services');
    await expectAccessible(page);
    await page.goto('/complaint');
    await expect(page).toHaveURL(/\/complaints\/lodge$/);
    await expectAccessible(page);

    // Every missing answer is said on the first submit, in words that say what to do.
    await page.getByRole('button', { name: 'Submit complaint' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText([
      'Choose the kind of problem.',
      'Describe the problem in at least 20 characters.',
      'Choose one of your properties or enter the address.',
    ]);

    await page.getByLabel('What kind of problem is it?').selectOption({ label: 'Potholes' });
    await page.getByLabel('Describe the problem').fill('A deep pothole in the right lane has damaged two cars this week.');
    await page.getByLabel('Address or place').fill('Corner of Elm Street and 5th Avenue');
    await page.getByLabel('Photos (optional)').setInputFiles({ name: 'pothole.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('list', { name: 'Attached files' }).getByText('pothole.png')).toBeVisible();
    // A file whose content is not an image is refused, whatever its name.
    await page
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a photo</html>') });
    await expect(page.getByText(/not of an accepted type/)).toBeVisible();

    await page.getByRole('button', { name: 'Submit complaint' }).click();
    const reference = await expectLodged(page, 'Complaint', /CMP-\d{4}-\d{6}/);
    await expect(page).toHaveTitle(new RegExp(`^Complaint ${reference} \\|`));
    await expect(page.getByRole('button', { name: 'pothole.png' })).toBeVisible();
    await expect(page.locator('.portal-summary-list')).toContainText('Corner of Elm Street and 5th Avenue');
    await expect(page.locator('.portal-tag--info')).toHaveText('Submitted');
    await expect(page.getByRole('heading', { name: 'Submitted', level: 3 })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/complaints');
    await expect(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^CMP-/ })).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: 'Lodged by' })).toHaveCount(0);
  });

  test('a dispute is rejected by staff and the resident appeals', async ({ page }) => {
    // Three people's sessions one after the other, each lodging or deciding: longer than one page's test.
    test.slow();
    await logIn(page, 'resident', { to: '/dispute' });
    await expect(page).toHaveURL(/\/services\/disputes$/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Dispute: Water bill' }).click();
    await expect(page).toHaveURL(/\/disputes\/water-billing\/lodge$/);
    await expectAccessible(page);

    // Required questions are all checked on the first submit; yes/no questions are radios.
    await page.getByRole('button', { name: 'Submit dispute' }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: 'Was the meter read on site? Choose yes or no.' })).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: 'Enter the month of the bill, like November 2026.' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Property', { exact: true }).selectOption({ index: 1 });
    const month = page.getByRole('group', { name: 'Billing month' });
    await month.getByLabel('Month').selectOption({ label: 'October' });
    await month.getByLabel('Year').fill('2026');
    await page.getByLabel('Amount you dispute').fill('125.40');
    for (const question of ['Was there a leak on your property during the billing period?', 'Was the meter read on site?']) {
      await page.getByRole('group', { name: question }).getByText('No', { exact: true }).click();
    }
    await page.getByLabel('What reading does your meter show today? (optional)').fill('04512');
    await page.getByLabel('Why is the bill wrong?').fill('The bill is three times the usual amount for the same household.');
    await page.getByRole('button', { name: 'Submit dispute' }).click();
    await expectLodged(page, 'Dispute', /DSP-\d{4}-\d{6}/);
    const summary = page.locator('.portal-summary-list');
    await expect(summary).toContainText('October 2026');
    await expect(summary).toContainText('$125.40');
    await expect(summary).toContainText('Was the meter read on site?');
    const disputeUrl = page.url();
    await logOut(page);

    await logIn(page, 'super', { to: disputeUrl });
    await expectAccessible(page);
    for (const [status, note] of [
      ['Under review', 'We are checking the meter readings.'],
      ['Rejected', 'The readings were confirmed on site on October 3.'],
    ] as const) {
      await page.getByLabel('New status').selectOption({ label: status });
      await page.getByLabel('Note for the resident').fill(note);
      await page.getByRole('button', { name: 'Update case' }).click();
      // Done when the page says so and the note is in the case's history: the note box holds the
      // same words until the answer comes (a textarea's text), so they alone prove nothing.
      await expect(page.getByRole('status').getByText(`Moved to ${status}.`)).toBeVisible();
      await expect(page.getByText(note).and(page.locator(':not(textarea)'))).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Handle this case' })).toHaveCount(0);
    await logOut(page);

    await logIn(page, 'resident', { to: disputeUrl });
    await expect(page.getByText('The readings were confirmed on site on October 3.')).toBeVisible();
    await page
      .getByLabel('Why should the decision change?')
      .fill('The meter was replaced in September; the reading belongs to the old meter.');
    await page.getByRole('button', { name: 'Submit appeal' }).click();
    await expectLodged(page, 'Appeal', /APL-\d{4}-\d{6}/);
    await expectAccessible(page);
    await page.goto('/disputes/appeals');
    await expect(page.getByRole('heading', { level: 1, name: 'My appeals' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^APL-/ })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('an unknown case or dispute type is the not-found page', async ({ page, expectErrors }) => {
    expectErrors(
      failedRequest(404, '/api/dispute-types/no-such-type/'),
      failedRequest(404, '/api/complaints/999/'),
      failedRequest(404, '/api/disputes/999/'),
      failedRequest(404, '/api/appeals/999/'),
    );
    await logIn(page, 'resident');
    for (const path of ['/disputes/no-such-type/lodge', '/complaints/999', '/disputes/999', '/disputes/appeals/999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
    }
    await expectAccessible(page);
  });

  for (const [path, title, reference] of [
    ['/complaints', 'Complaints', /^CMP-/],
    ['/disputes', 'Disputes', /^DSP-/],
    ['/disputes/appeals', 'Appeals', /^APL-/],
  ] as const) {
    test(`staff's list of everyone's ${title.toLowerCase()} is titled ${title} and says who lodged each @phone`, async ({ page }) => {
      await logIn(page, 'super', { to: `${path}?view=all` });
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      const tabs = page.getByRole('navigation', { name: 'Which cases' });
      await expect(tabs.getByRole('link', { name: title, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('search', { name: `Search ${title.toLowerCase()}` })).toBeVisible();
      await expect(page.getByRole('link', { name: reference }).first()).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Lodged by', includeHidden: true })).toBeAttached();
      await expect(page.locator('td[data-label="Lodged by"]').first()).toContainText('@');
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The case itself: who lodged it, and the way back to everyone's list.
      await page.getByRole('link', { name: reference }).first().click();
      await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: title, exact: true })).toBeVisible();
      await expect(page.locator('.portal-summary-list')).toContainText('Lodged by');
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

/** After lodging: the case's h1, then the confirmation panel under it with the reference and what happens next. */
async function expectLodged(page: Page, what: string, pattern: RegExp): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${what} ${pattern.source}$`) });
  await expect(heading).toBeVisible();
  const panel = page.getByRole('region', { name: `${what} lodged` });
  await expect(panel).toBeVisible();
  const reference = (await panel.locator('strong').textContent()) ?? '';
  expect(reference).toMatch(pattern);
  await expect(heading).toHaveText(`${what} ${reference}`);
  await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
  // Under the heading, not above it.
  const [h1Box, panelBox] = [await heading.boundingBox(), await panel.boundingBox()];
  expect(panelBox!.y).toBeGreaterThan(h1Box!.y);
  await expect(page.getByRole('alert')).toHaveCount(0);
  return reference;
}
