import type { Page } from '@playwright/test';

import { registerResident } from './api';
import { expect, failedRequest, logIn, logOut, test } from './support';

// The page's language: chosen before the first paint (a link, this device's choice, the browser's
// languages), changed in place by the header's language link, kept on the account of a resident.

/** The shell's scripts: blocked, only the page and its inline script run (the first screen). */
const SHELL_SCRIPTS = '**/shell/**/*.js';

const language = (page: Page) => page.locator('html');

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-US' });

  test('opens the portal in Spanish on a first visit, before the scripts run and after', async ({ page, expectErrors }) => {
    expectErrors(failedRequest('ERR_FAILED', '/shell/'));
    await page.route(SHELL_SCRIPTS, (route) => route.abort());
    await page.goto('/about-us');
    await expect(language(page)).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('hreflang', 'en');

    await page.unroute(SHELL_SCRIPTS);
    await page.goto('/about-us');
    await expect(language(page)).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Crear una cuenta', includeHidden: true })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Español' })).toHaveCount(0);
  });
});

test('the language link changes the page in place: what was typed and the focus stay, and a reload keeps the choice', async ({ page }) => {
  await page.goto('/login');
  await expect(language(page)).toHaveAttribute('lang', 'en');
  await page.getByLabel('Email').fill('someone@example.org');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(language(page)).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/Correo electrónico/)).toHaveValue('someone@example.org');
  // The same link, now to English, keeps the focus.
  await expect(page.getByRole('link', { name: 'English' })).toBeFocused();

  await page.reload();
  await expect(language(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
});

test("a resident's language is kept on the account: another device, and logging out and in, open in it", async ({ browser, request }) => {
  const resident = await registerResident(request, 'idioma');
  const first = await browser.newContext();
  const page = await first.newPage();
  await logIn(page, resident);
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/users/profile/') && response.request().method() === 'PATCH',
  );
  await page.getByRole('link', { name: 'Español', includeHidden: true }).evaluate((link: HTMLElement) => link.click());
  expect((await saved).ok()).toBe(true);
  await expect(language(page)).toHaveAttribute('lang', 'es');
  await first.close();

  // Another device, whose browser asks for English.
  const second = await browser.newContext({ locale: 'en-US' });
  const other = await second.newPage();
  await logIn(other, resident);
  await expect(language(other)).toHaveAttribute('lang', 'es');
  await logOut(other);
  await expect(language(other)).toHaveAttribute('lang', 'es');
  await second.close();
});

test('a language chosen while the account had not heard of it yet stays after a reload, and reaches the account', async ({
  page,
  request,
  expectErrors,
}) => {
  expectErrors(failedRequest('ERR_FAILED', '/api/users/profile/'));
  const resident = await registerResident(request, 'idioma-kept');
  await logIn(page, resident);
  // The change to the account is lost on its way, as on a line that drops.
  await page.route('**/api/users/profile/', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()));
  const lost = page.waitForEvent(
    'requestfailed',
    (request) => request.url().includes('/api/users/profile/') && request.method() === 'PATCH',
  );
  await page.getByRole('link', { name: 'Español', includeHidden: true }).evaluate((link: HTMLElement) => link.click());
  await expect(language(page)).toHaveAttribute('lang', 'es');
  // The page may send the change after it has drawn the new language: lost, before the line is back.
  await lost;
  await page.unroute('**/api/users/profile/');

  // The account still says English: the page keeps the person's choice, and sends it again.
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/users/profile/') && response.request().method() === 'PATCH',
  );
  await page.reload();
  expect((await saved).ok()).toBe(true);
  await expect(language(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(language(page)).toHaveAttribute('lang', 'es');
});
