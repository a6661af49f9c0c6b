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

    await page.getByRole('button', { name: 'Submit complaint' }).click();
    await expect(page.getByRole('link', { name: 'Choose the kind of problem' })).toBeVisible();

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
    await expect(page.getByRole('heading', { name: /Received\. Your reference number is CMP-\d{4}-\d{6}/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'pothole.png' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Submitted', level: 3 })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/complaints');
    await expect(page.getByRole('link', { name: /^CMP-/ })).toHaveCount(1);
  });

  test('a dispute is rejected by staff and the resident appeals', async ({ page }) => {
    await logIn(page, 'resident');
    await page.goto('/dispute');
    await expect(page).toHaveURL(/\/services\/disputes$/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Dispute: Water bill' }).click();
    await expect(page).toHaveURL(/\/disputes\/water-billing\/lodge$/);
    await expectAccessible(page);

    await page.getByLabel('Property', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Billing month').fill('2026-10');
    await page.getByLabel('Amount you dispute, in dollars').fill('125.40');
    for (const answer of await page.getByRole('textbox').all()) {
      const label = await answer.getAttribute('id');
      if (label?.startsWith('answer_')) await answer.fill('No, there was no leak and nobody read the meter.');
    }
    await page.getByLabel('Why is the bill wrong?').fill('The bill is three times the usual amount for the same household.');
    await page.getByRole('button', { name: 'Submit dispute' }).click();
    await expect(page.getByRole('heading', { name: /Your reference number is DSP-\d{4}-\d{6}/ })).toBeVisible();
    const disputeUrl = page.url();
    await logOut(page);

    await logIn(page, 'super');
    await page.goto(disputeUrl);
    await expectAccessible(page);
    for (const [status, note] of [
      ['Under review', 'We are checking the meter readings.'],
      ['Rejected', 'The readings were confirmed on site on October 3.'],
    ] as const) {
      await page.getByLabel('New status').selectOption({ label: status });
      await page.getByLabel('Note for the resident').fill(note);
      await page.getByRole('button', { name: 'Update case' }).click();
      await expect(page.getByText(note)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Handle this case' })).toHaveCount(0);
    await logOut(page);

    await logIn(page, 'resident');
    await page.goto(disputeUrl);
    await expect(page.getByText('The readings were confirmed on site on October 3.')).toBeVisible();
    await page
      .getByLabel('Why should the decision change?')
      .fill('The meter was replaced in September; the reading belongs to the old meter.');
    await page.getByRole('button', { name: 'Submit appeal' }).click();
    await expect(page.getByRole('heading', { name: /Your reference number is APL-\d{4}-\d{6}/ })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/disputes/appeals');
    await expect(page.getByRole('link', { name: /^APL-/ })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('an unknown dispute type is not found; staff see every case', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(404, '/api/dispute-types/no-such-type/'));
    await logIn(page, 'super');
    await page.goto('/disputes/no-such-type/lodge');
    await expect(page.getByText('Page Not Found: /disputes/no-such-type/lodge')).toBeVisible();
    await page.goto('/disputes?view=all');
    await expect(page.getByRole('link', { name: /^DSP-/ }).first()).toBeVisible();
    await expectAccessible(page);
    await page.goto('/complaints?view=all');
    await expect(page.getByRole('link', { name: /^CMP-/ }).first()).toBeVisible();
  });
});
