import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { apiLogin, confirmationPath, latestMail, registerResident, uniqueEmail } from './api';
import { expect, expectAccessible, failedRequest, logIn, save, test, toggle } from './support';

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

/** A resident of the test's own who has chosen Spanish (the header's link, kept on the account). */
async function spanishResident(page: Page, request: Parameters<typeof registerResident>[0], prefix: string) {
  const resident = await registerResident(request, prefix);
  await logIn(page, resident);
  // Kept on the account once the profile has it: a page loaded before then reads the account's former language.
  const kept = page.waitForResponse((response) => response.request().method() === 'PATCH' && /profile/.test(response.url()));
  await page.getByRole('link', { name: 'Español', includeHidden: true }).evaluate((link: HTMLElement) => link.click());
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect((await kept).ok()).toBe(true);
  return resident;
}

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
  await spanishResident(page, request, 'lectora');

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

test('a resident disputes a water bill in Spanish, hears of the decision in Spanish and appeals', async ({ page, request }) => {
  // A property added, a dispute lodged, decided by staff and appealed: longer than one page's test.
  test.slow();
  const resident = await spanishResident(page, request, 'disputa');
  await page.goto('/users/properties/create');
  await page.getByLabel(shell('property.street')).fill('12 Elm Street');
  await page.getByLabel(shell('property.town')).selectOption({ index: 1 });
  await page.getByLabel(shell('property.suburb')).selectOption({ index: 1 });
  await page.getByLabel(shell('property.zip')).fill('62701');
  await page.getByLabel(shell('field.ownership')).selectOption({ index: 1 });
  await page.getByRole('button', { name: shell('property.add') }).click();
  await expect(page.getByText(shell('property.added.title')).first()).toBeVisible();

  await page.goto('/disputes/water-billing/lodge');
  await page.getByRole('button', { name: cases('lodgeDispute.submit') }).click();
  // Every missing answer is said in Spanish, the contracts' and the dispute type's own questions alike.
  await expect(page.getByRole('alert').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: kit('contract.dispute.description.tooShort') })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(cases('lodgeDispute.property.label'), { exact: true }).selectOption({ index: 1 });
  const month = page.getByRole('group', { name: cases('lodgeDispute.month.legend') });
  await month.getByLabel(kit('date.month')).selectOption({ index: 10 });
  await month.getByLabel(kit('date.year')).fill('2026');
  await page.getByLabel(cases('lodgeDispute.amount.label')).fill('125.40');
  // Each yes-or-no question of the dispute type, whatever its words: answered no.
  const questions = page.locator('fieldset').filter({ has: page.getByRole('radio') });
  for (const question of await questions.all()) await question.getByText(cases('lodgeDispute.no'), { exact: true }).click();
  await page.getByLabel(cases('lodgeDispute.description.label')).fill('La factura es tres veces el monto habitual para el mismo hogar.');
  await page.getByRole('button', { name: cases('lodgeDispute.submit') }).click();
  const lodged = page.getByRole('region', { name: cases('dispute.lodged.title') });
  await expect(lodged).toBeVisible();
  const reference = (await lodged.locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^DSP-\d{4}-\d{6}$/);
  await expect(page.locator('.portal-summary-list')).toContainText('$125.40');
  await expectAccessible(page);
  const disputeUrl = page.url();

  // Staff decide (through the API, as their own pages are tested in English): the mail is in Spanish.
  const staff = await apiLogin(request, 'super');
  const id = disputeUrl.split('/').pop();
  for (const [status, note] of [
    ['under_review', 'Revisamos las lecturas del medidor.'],
    ['rejected', 'Las lecturas se confirmaron en el lugar el 3 de octubre.'],
  ] as const) {
    const moved = await request.post(`/api/disputes/${id}/transition/`, { headers: staff, data: { status, note } });
    expect(moved.status()).toBe(200);
  }
  const mail = await latestMail(request, resident.email);
  expect(mail.subject).toContain(reference);
  expect(mail.subject).toMatch(/^Su disputa /);
  expect(mail.text).toContain(api('mail.statusChanged.appealUntil').split('{')[0]!);

  await page.goto(disputeUrl);
  await expect(page.getByText('Las lecturas se confirmaron en el lugar el 3 de octubre.')).toBeVisible();
  await expect(page.getByRole('heading', { name: cases('appealForm.heading') })).toBeVisible();
  await page.getByLabel(cases('appealForm.reason.label')).fill('El medidor se cambió en septiembre; la lectura es del medidor anterior.');
  await page.getByRole('button', { name: cases('appealForm.submit') }).click();
  await expect(page.getByRole('region', { name: cases('appeal.lodged.title') })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/disputes/appeals');
  await expect(page.getByRole('heading', { level: 1, name: cases('title.appeals') })).toBeVisible();
  await expect(page.getByRole('link', { name: /^APL-/ })).toHaveCount(1);
});

test('staff publish a news article in English and Spanish; a Spanish reader reads the Spanish and finds it by its Spanish words', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const title = `Water main works on Oak Avenue ${stamp}`;
  const titulo = `Obras en la tubería principal de Oak Avenue ${stamp}`;
  const staff = await browser.newContext({ locale: 'en-US' });
  const admin = await staff.newPage();
  await logIn(admin, 'admin');
  await admin.goto('/configuration/news');
  await admin.getByRole('link', { name: 'Add a news article' }).click();
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByLabel('Summary', { exact: true }).fill('Oak Avenue has no water on Tuesday morning while crews replace the main.');
  await admin.getByRole('textbox', { name: 'Article', exact: true }).fill('Crews replace the water main under Oak Avenue.');
  // The Spanish version beside each field, labelled in Spanish and marked as Spanish.
  const version = (label: string) => admin.getByRole('textbox', { name: `${label} (español, opcional)`, exact: true });
  await expect(version('Título')).toHaveAttribute('lang', 'es');
  await version('Título').fill(titulo);
  await version('Resumen').fill('Oak Avenue no tendrá agua el martes por la mañana mientras se cambia la tubería principal.');
  await version('Artículo').fill('Los equipos cambian la tubería principal de agua bajo Oak Avenue.');
  await toggle(admin, /^Published/);
  await expectAccessible(admin);
  await save(admin, 'Add news article', 'News article added');
  // An English reader reads the English.
  await admin.goto(`/news?search=${encodeURIComponent(title)}`);
  await admin.getByRole('link', { name: title }).click();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await staff.close();

  await spanishResident(page, request, 'lectora-noticias');
  // The list's search finds it by a word of its Spanish version only.
  await page.goto('/news');
  await page.getByRole('searchbox', { name: engagement('news.list.search') }).fill(`tubería ${stamp}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: kit('search.button') })
    .click();
  await page.getByRole('link', { name: titulo }).click();
  const heading = page.getByRole('heading', { level: 1, name: titulo });
  await expect(heading).toBeVisible();
  // In the page's language: not marked as another.
  await expect(page.locator('article[lang]')).toHaveCount(0);
  await expect(page.getByText('Los equipos cambian la tubería principal de agua bajo Oak Avenue.')).toBeVisible();
  await expectAccessible(page);
  // The portal's search too, with Spanish stemming ("tuberías" finds "tubería").
  await page.goto(`/search?q=${encodeURIComponent(`tuberías ${stamp}`)}`);
  await expect(page.getByRole('link', { name: titulo })).toBeVisible();
});
