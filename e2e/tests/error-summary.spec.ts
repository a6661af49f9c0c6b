import type { Page } from '@playwright/test';

import { registerResident } from './api';
import { expect, logIn, test } from './support';

// The error summary as GOV.UK Frontend's: its errors in the order of the page's questions, each
// link landing on its field with the question (a group's legend, or the field's label) in view, and
// no link to a field that cannot take focus.

/** The ids the summary's links lead to, in the summary's order. */
const linkedIds = (page: Page) =>
  page
    .getByRole('alert')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!.slice(1)));

/** Whether the fields of these ids stand on the page in this order. */
const inPageOrder = (page: Page, ids: string[]) =>
  page.evaluate((order) => {
    const fields = order.map((id) => document.getElementById(id)!);
    return fields.every(
      (field, index) => index === 0 || Boolean(fields[index - 1]!.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
  }, ids);

/** The field of this id and its question, both on the screen. */
const questionInView = (page: Page, id: string) =>
  page.evaluate((field) => {
    const control = document.getElementById(field) as HTMLInputElement;
    const question = control.closest('fieldset')?.querySelector('legend') ?? control.labels?.[0];
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    return Boolean(question) && onScreen(question!) && onScreen(control);
  }, id);

test('@phone a dispute’s errors follow the page’s order, and each link lands on its question', async ({ page, request }) => {
  await logIn(page, await registerResident(request, 'summary'));
  await page.goto('/disputes/water-billing/lodge');
  await page.getByRole('button', { name: 'Submit dispute' }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary).toBeFocused();
  const ids = await linkedIds(page);
  expect(ids.length).toBeGreaterThan(3);
  expect(await inPageOrder(page, ids)).toBe(true);

  for (const id of ids) {
    await summary.scrollIntoViewIfNeeded();
    await summary.locator(`a[href="#${id}"]`).click();
    await expect(page.locator(`[id="${id}"]`)).toBeFocused();
    expect(await questionInView(page, id), `the question of #${id} in view`).toBe(true);
  }
});

test('@phone a property’s suburb, closed until a town is chosen, is named in the summary without a link', async ({ page, request }) => {
  await logIn(page, await registerResident(request, 'summary'));
  await page.goto('/users/properties/create');
  await page.getByRole('button', { name: 'Add property' }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary.getByRole('link', { name: 'Choose a town.', exact: true })).toBeVisible();
  await expect(page.getByLabel('Suburb')).toBeDisabled();
  await expect(summary.getByRole('listitem').filter({ hasText: 'Choose a suburb.' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Choose a suburb.' })).toHaveCount(0);
  const ids = await linkedIds(page);
  expect(ids).not.toContain(await page.getByLabel('Suburb').getAttribute('id'));
  expect(await inPageOrder(page, ids)).toBe(true);
});
