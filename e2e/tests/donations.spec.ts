import type { Page } from '@playwright/test';

import { latestMail, registerResident } from './api';
import { expect, expectAccessible, failedRequest, logIn, test } from './support';

const PAID_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** USWDS hides the radio itself and draws its label: a person clicks the label. */
async function choose(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

/** From a cause card through the choice and the review to the sandbox's card page. */
async function startDonation(page: Page, cause: string, amount: string) {
  await page.goto('/donations');
  await page.getByRole('link', { name: `Donate to ${cause}` }).click();
  await expect(page).toHaveURL(/\/donations\/donate\?cause=/);
  await choose(page, amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your donation' })).toBeVisible();
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(page.getByRole('heading', { name: /Sandbox checkout/ })).toBeVisible();
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Name on card').fill('Casey Morgan');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test.describe('donations', () => {
  test('@phone a resident donates, pays, and keeps a receipt; a refresh changes nothing', async ({ page, request }) => {
    const resident = await registerResident(request, 'donor');
    await logIn(page, resident, { to: '/donations' });
    await expect(page.getByRole('heading', { name: 'You have not donated yet' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Donate to Winter Shelter Appeal' }).click();
    // Bad input is explained next to the field and what was typed stays.
    await choose(page, 'Other amount');
    // Money has its "$" before the field.
    await expect(
      page
        .locator('.usa-input-group')
        .filter({ has: page.getByLabel('Amount in dollars') })
        .locator('.usa-input-prefix'),
    ).toHaveText('$');
    await page.getByLabel('Amount in dollars').fill('0.50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('link', { name: 'Enter an amount of $1.00 or more.' })).toBeVisible();
    await expect(page.getByLabel('Amount in dollars')).toHaveValue('0.50');
    await expectAccessible(page);
    await page.getByLabel('Amount in dollars').fill('30');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The check step is a page of its own, in the URL, with its own heading and the answers.
    await expect(page.getByRole('heading', { level: 1, name: 'Check your donation' })).toBeVisible();
    await expect(page).toHaveURL(/step=review/);
    await expect(page.getByRole('definition').filter({ hasText: '$30.00' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change amount' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm and pay $30.00' }).click();

    await expect(page.getByRole('heading', { name: /Sandbox checkout/ })).toBeVisible();
    await expectAccessible(page);
    // Back from the card page and confirming again finds the same checkout, not a second donation.
    const checkout = page.url();
    await page.goBack();
    await page.getByRole('button', { name: 'Confirm and pay $30.00' }).click();
    await expect(page).toHaveURL(checkout);

    await payWith(page, PAID_CARD);
    await expect(page).toHaveURL(/\/donations\/success\?session_id=/);
    // The confirmation panel, under the page's heading: what happened, the receipt number, what happens next.
    const panel = page.getByRole('region', { name: 'Thank you for your donation' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Your receipt number');
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    const [h1Box, panelBox] = [await page.getByRole('heading', { level: 1 }).boundingBox(), await panel.boundingBox()];
    expect(h1Box && panelBox && h1Box.y < panelBox.y).toBe(true);
    await expectAccessible(page);
    await page.reload();
    await expect(panel).toBeVisible();

    const receiptNumber = (await panel.getByText(/^RCT-\d{4}-\d{6}$/).textContent()) ?? '';
    await page.getByRole('link', { name: 'View and print your receipt' }).click();
    await expect(page.getByRole('heading', { name: 'Donation receipt' })).toBeVisible();
    await expect(page.getByText(receiptNumber)).toBeVisible();
    await expect(page.getByText('Visa ending 4242')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/donations');
    await expect(page.getByRole('table').getByText(/^DON-\d{4}-\d{6}$/)).toHaveCount(1);
    await expect(page.getByRole('table').getByText('Paid')).toHaveClass(/portal-tag--success/);
    const mail = await latestMail(request, resident.email);
    expect(mail.subject).toBe(`Thank you for your donation (${receiptNumber})`);
  });

  test('a declined card is not charged and can be tried again', async ({ page, request }) => {
    await logIn(page, await registerResident(request, 'declined'));
    await startDonation(page, 'Library Renewal', '$25');
    await payWith(page, DECLINED_CARD);
    await expect(page.getByRole('heading', { name: 'Your payment was declined' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('radio', { name: 'Library Renewal' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '$25', exact: true })).toBeChecked();
    await page.goto('/donations');
    await expect(page.getByRole('table').getByText('Declined')).toBeVisible();
  });

  test('cancelling on the card page cancels the donation', async ({ page, request }) => {
    await logIn(page, await registerResident(request, 'cancels'));
    await startDonation(page, 'Parks and Trails Fund', '$10');
    await page.getByRole('link', { name: 'Cancel and return to the portal' }).click();
    await expect(page).toHaveURL(/\/donations\/cancel\?session_id=/);
    await expect(page.getByRole('heading', { name: 'Your donation was cancelled' })).toBeVisible();
    await expectAccessible(page);
    // The card page of a cancelled checkout no longer takes payment.
    await page.goBack();
    await expect(page.getByText('This checkout has ended')).toBeVisible();
  });

  test('the return pages need no login and trust only the API', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(404, '/api/donations/return/made-up/'));
    await page.goto('/donations/success?session_id=made-up');
    await expect(page.getByRole('heading', { name: 'We could not find this payment' })).toBeVisible();
    await page.goto('/donations/cancel');
    await expect(page.getByRole('heading', { name: 'We could not find this payment' })).toBeVisible();
    await expectAccessible(page);
  });

  test('@phone the check step opened directly without its answers is the form again, never "$NaN"', async ({ page }) => {
    await logIn(page, 'resident');
    for (const [query, message] of [
      ['cause=parks-and-trails-fund&step=review', 'Enter an amount in dollars, like 25 or 12.50.'],
      ['cause=parks-and-trails-fund&amount=abc&step=review', 'Enter an amount in dollars, like 25 or 12.50.'],
      ['amount=2500&step=review', 'Choose what to support.'],
    ] as const) {
      await page.goto(`/donations/donate?${query}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Make a donation' })).toBeVisible();
      await expect(page.getByRole('link', { name: message })).toBeVisible();
      await expect(page).not.toHaveURL(/step=review/);
      await expect(page.getByText('NaN')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Check your donation' })).toHaveCount(0);
    }
    // What the link did give is kept.
    await expect(page.getByRole('radio', { name: '$25', exact: true })).toBeChecked();
    await expectAccessible(page);
    // A complete link draws the check step.
    await page.goto('/donations/donate?cause=parks-and-trails-fund&amount=2500&step=review');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your donation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm and pay $25.00' })).toBeVisible();
    await page.getByRole('link', { name: 'Change cause' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Make a donation' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Parks and Trails Fund/ })).toBeChecked();
  });

  test('the home page invites support for the running appeal', async ({ page }) => {
    await logIn(page, 'resident');
    const widget = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Support an appeal' }) });
    await expect(widget.getByRole('heading', { name: 'Winter Shelter Appeal' })).toBeVisible();
    await widget.getByRole('link', { name: 'Donate to Winter Shelter Appeal' }).click();
    await expect(page.getByRole('radio', { name: /Winter Shelter Appeal/ })).toBeChecked();
  });
});
