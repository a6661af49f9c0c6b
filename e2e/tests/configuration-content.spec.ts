import type { Page } from '@playwright/test';

import { expect, expectAccessible, failedRequest, logIn, removeIt, save, test, toggle } from './support';

// Content configuration: the "with file" shape (documents, portraits, the logo), the single
// organization record, and polls with their options nested under them.

const PDF = (text: string) => ({
  name: 'budget summary.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
});
// A 1×1 PNG.
const PNG = {
  name: 'portrait.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

/** A moment as configuration asks it: the kit's date field (month, day, year), then the time. */
async function fillMoment(page: Page, legend: string, date: string, time: string) {
  const [year, month, day] = date.split('-') as [string, string, string];
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('Month').selectOption(month);
  await group.getByLabel('Day').fill(day);
  await group.getByLabel('Year').fill(year);
  await page.getByLabel(`${legend}: time`).fill(time);
}

test.describe('content configuration', { tag: '@alone' }, () => {
  test('@phone a super user uploads a document, replaces its file, publishes it and deletes it', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(400, '/api/configuration/files/'));
    await logIn(page, 'super');
    const title = `Budget summary ${Date.now()}`;
    await page.goto('/configuration/document');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Add a document' }).click();
    await page.getByRole('button', { name: 'Add document' }).click();
    await expect(page.getByRole('link', { name: 'Upload the file.' })).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Budgets and finance' });
    // A file that is not a PDF or an image is refused by its content, next to the field.
    await page.getByLabel('File').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
    await expect(page.getByText(/The file is not of an accepted type/)).toBeVisible();
    await page.getByLabel('File').setInputFiles(PDF('first'));
    await expect(page.getByText('Current file: budget summary.pdf')).toBeVisible();
    await expect(page.getByLabel('Saved as')).toHaveValue('budget summary.pdf');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await toggle(page, /^Published/);
    await expectAccessible(page);
    await save(page, 'Add document', 'Document added');
    await expect(page.getByRole('region', { name: 'Document added' })).toBeVisible();
    await expect(page.getByText(`${title} is now in the list.`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search documents' }).fill(title);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    // Published or draft is a tag in the list.
    await expect(page.getByRole('row').filter({ hasText: title }).getByText('Published', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await page.getByLabel('File').setInputFiles({ ...PDF('second'), name: 'budget 2027.pdf' });
    await expect(page.getByText('Current file: budget 2027.pdf')).toBeVisible();
    await save(page, 'Save changes', 'Changes saved');

    // Residents see the published document and download the new file.
    await page.goto(`/documents?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: title, exact: true }).click();
    expect((await download).suggestedFilename()).toBe('budget 2027.pdf');

    await page.goto('/configuration/document');
    await page.getByRole('searchbox', { name: 'Search documents' }).fill(title);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: title }).click();
    await removeIt(page, 'document');
    await expect(page.getByText('Document deleted')).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('a super user gives a council member a portrait, and the organization a new logo and hours', async ({ page }) => {
    await logIn(page, 'super', { to: '/configuration/councilMembers' });
    const member = page.getByRole('row').nth(1).getByRole('link').first();
    const name = (await member.textContent())!.trim();
    await member.click();
    await page.getByLabel('Portrait').setInputFiles(PNG);
    await expect(page.getByTestId('portrait_url-current').locator('img')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}\/$/);
    await expectAccessible(page);
    await save(page, 'Save changes', 'Changes saved');

    // The portrait is served to anyone, from the portal's own address.
    await page.goto('/council-members');
    const portrait = page.getByRole('img', { name: `Portrait of ${name}` });
    await expect(portrait).toHaveAttribute('src', /^\/api\/files\//);
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await page.goto('/configuration/organization');
    await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
    const hours = page.getByLabel('Office hours', { exact: true });
    const before = await hours.inputValue();
    await hours.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('link', { name: 'Enter the office hours.' })).toBeVisible();
    await hours.fill('Monday to Friday, 8 am to 4 pm');
    await page.getByLabel('Logo').setInputFiles({ ...PNG, name: 'crest.png' });
    await expect(page.getByTestId('logo_url-current').locator('img')).toHaveAttribute('src', /^\/api\/files\//);
    await expectAccessible(page);
    await save(page, 'Save changes', 'Changes saved');
    await page.goto('/contact-us');
    await expect(page.getByText('Monday to Friday, 8 am to 4 pm').first()).toBeVisible();

    // Leave the demo organization as it was.
    await page.goto('/configuration/organization');
    await page.getByLabel('Office hours', { exact: true }).fill(before);
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await save(page, 'Save changes', 'Changes saved');
  });

  test('a super user opens a poll with dates and adds its options under it', async ({ page }) => {
    await logIn(page, 'super');
    const title = `Library hours ${Date.now()}`;
    await page.goto('/configuration/polls/create');
    await page.getByLabel('Title', { exact: true }).fill(title);
    // Every question is checked on the first submit, and optional ones say so.
    await page.getByRole('button', { name: 'Add poll' }).click();
    await expect(page.getByRole('link', { name: 'Enter when the poll opens.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enter when the poll closes.' })).toBeVisible();
    await expect(page.getByLabel('Description (optional)')).toBeVisible();
    await fillMoment(page, 'Opens', '2026-01-10', '9am');
    // The time as a person types it, shown once left as the portal writes times.
    await page.getByLabel('Opens: time').blur();
    await expect(page.getByLabel('Opens: time')).toHaveValue('9:00 a.m.');
    await fillMoment(page, 'Closes', '2026-01-05', '09:00');
    await page.getByRole('button', { name: 'Add poll' }).click();
    await expect(page.getByRole('link', { name: 'The poll must close after it opens.' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByRole('group', { name: 'Opens', exact: true }).getByLabel('Day')).toHaveValue('10');
    await expect(page.getByLabel('Opens: time')).toHaveValue('9:00 a.m.');
    await fillMoment(page, 'Closes', '2099-01-05', '09:00');
    await expectAccessible(page);
    await save(page, 'Add poll', 'Poll added');

    await page.getByRole('searchbox', { name: 'Search polls' }).fill(title);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: `Poll options of ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'No poll options yet' })).toBeVisible();
    for (const option of ['Open later on weekdays', 'Open on Sundays']) {
      await page.getByRole('link', { name: 'Add a poll option' }).first().click();
      // The form, not the list it was opened from, whose filter is labelled "Poll" too.
      await expect(page.getByRole('heading', { level: 1, name: 'Add a poll option' })).toBeVisible();
      await expect(page.getByLabel('Poll', { exact: true })).toHaveValue(/\d+/);
      await page.getByLabel('Option', { exact: true }).fill(option);
      await save(page, 'Add poll option', 'Poll option added');
    }
    await expect(page.getByRole('link', { name: 'Open on Sundays' })).toBeVisible();
    await expectAccessible(page);

    // Residents vote on it.
    await page.getByRole('button', { name: /Log out/ }).click();
    await logIn(page, 'resident', { to: `/polls/${title.toLowerCase().replace(/ /g, '-')}` });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Open on Sundays')).toBeVisible();
  });
});
