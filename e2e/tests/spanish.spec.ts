import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { confirmationPath, latestMail, registerResident, uniqueEmail } from './api';
import { expect, expectAccessible, failedRequest, logIn, test } from './support';

// A resident who reads Spanish, end to end: every page, message and mail of the journey in Spanish,
// each word as its app's Spanish catalog has it (imported here, so the test reads what the resident reads).

/** A message of an app's Spanish catalog, by the app's folder. */
function catalog(app: string) {
  const messages = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../..', app, 'src/locales/es.json'), 'utf8')) as Record<
    string,
    string
  >;
  return (id: string) => {
    const message = messages[id];
    if (message === undefined) throw new Error(`${app}/src/locales/es.json has no "${id}".`);
    return message;
  };
}
const api = catalog('api');
const cases = catalog('mfe-disputes-complaints');
const donations = catalog('mfe-donations');
const engagement = catalog('mfe-news-polls');
const kit = catalog('shared');
const shell = catalog('shell');

test.use({ locale: 'es-US' });

/** USWDS hides the radio itself and draws its label: a person clicks the label. */
async function choose(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name }).first();
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

test('registering and confirming in Spanish: the form, its messages and the mail are in Spanish', async ({ page, request }) => {
  const email = uniqueEmail('ana');
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: shell('register.submit') }).click();
  await expect(page.getByRole('link', { name: kit('contract.email.required'), exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(shell('field.email'), { exact: true }).fill(email);
  await page.getByLabel(shell('field.password'), { exact: true }).fill('río linterna arce 42');
  await page.getByLabel(shell('field.firstName'), { exact: true }).fill('Ana');
  await page.getByLabel(shell('field.lastName'), { exact: true }).fill('Ruiz');
  await page.getByRole('button', { name: shell('register.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: shell('register.sent.title') })).toBeVisible();

  // The mail is in the language the person registered in.
  expect((await latestMail(request, email)).subject).toBe(api('mail.confirm.subject'));
  const { path } = await confirmationPath(request, email);
  await page.goto(path);
  await page.getByLabel(shell('field.password'), { exact: true }).fill('río linterna arce 42');
  await page.getByRole('button', { name: shell('confirm.submit') }).click();
  await expect(page.getByRole('heading', { name: shell('home.welcomeName').replace('{name}', 'Ana') })).toBeVisible();
});

test('a wrong password is told in Spanish', async ({ page, expectErrors }) => {
  expectErrors(failedRequest(400, '/api/auth/login/'));
  await page.goto('/login');
  await page.getByLabel(kit('login.email'), { exact: true }).fill(uniqueEmail('nadie'));
  await page.getByLabel(kit('login.password'), { exact: true }).fill('no es la contraseña');
  await page.getByRole('button', { name: kit('login.submit') }).click();
  await expect(page.getByText(api('auth.loginFailed')).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a resident who chooses Spanish votes, signs, reports a problem, donates and keeps the receipt, and changes the profile, all in Spanish', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const resident = await registerResident(request, 'lectora');
  await logIn(page, resident);
  await page.getByRole('link', { name: 'Español', includeHidden: true }).evaluate((link: HTMLElement) => link.click());
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/polls');
  await page.locator('main a[href^="/polls/"]').first().click();
  await choose(page, /.+/);
  await page.getByRole('button', { name: engagement('poll.vote.button') }).click();
  await expect(page.getByRole('region', { name: engagement('poll.voted.title') })).toBeVisible();

  await page.goto('/petitions');
  await page.locator('main a[href^="/petitions/"]').first().click();
  await page.getByRole('button', { name: engagement('petition.sign.button') }).click();
  await expect(page.getByRole('region', { name: engagement('petition.signed.title') })).toBeVisible();

  await page.goto('/complaints/lodge');
  await page.getByLabel(cases('lodgeComplaint.type.label')).selectOption({ index: 1 });
  await page
    .getByLabel(cases('lodgeComplaint.description.label'))
    .fill('Un bache profundo en el carril derecho dañó dos coches esta semana.');
  await page.getByLabel(cases('lodgeComplaint.address.label')).fill('Esquina de Elm Street y 5th Avenue');
  await page.getByRole('button', { name: cases('lodgeComplaint.submit') }).click();
  await expect(page.getByRole('region', { name: cases('complaint.lodged.title') })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/donations/donate');
  // The first cause, whatever its name in Spanish.
  await choose(page, /.+/);
  await choose(page, '$10');
  await page.getByRole('button', { name: donations('donate.continue') }).click();
  await expect(page.getByRole('heading', { level: 1, name: donations('donate.check.heading') })).toBeVisible();
  await page.getByRole('button', { name: donations('review.pay').replace('{amount}', '$10.00') }).click();
  // The card processor's own page (a stand-in for the provider's), then back to the portal in Spanish.
  await page.getByLabel('Name on card').fill('Ana Ruiz');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('region', { name: donations('return.thanks') })).toBeVisible();
  await page.getByRole('link', { name: donations('return.viewReceipt') }).click();
  await expect(page.getByRole('heading', { level: 1, name: donations('title.receipt') })).toBeVisible();
  await expect(page.getByText('$10.00').first()).toBeVisible();

  await page.goto('/users/profile');
  await page.getByLabel(shell('profileFields.phone')).fill('(555) 010-4455');
  await page.getByRole('button', { name: shell('details.submit') }).click();
  await expect(page.getByText(shell('details.saved.text'))).toBeVisible();
});
