import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  resident: { email: 'resident@example.org', password: 'Resident!2026' },
  super: { email: 'super@example.org', password: 'Super!2026' },
  admin: { email: 'admin@example.org', password: 'Admin!2026' },
} as const;

export const REMOTE_ORIGINS = {
  news_polls: 'http://localhost:3001',
  disputes_complaints: 'http://localhost:3002',
  donations: 'http://localhost:3003',
  configuration: 'http://localhost:3004',
} as const;

export async function logIn(page: Page, who: keyof typeof DEMO | { email: string; password: string }) {
  const account = typeof who === 'string' ? DEMO[who] : who;
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // In the header, which on a phone is in the closed menu.
  await expect(page.getByRole('button', { name: /Log out/, includeHidden: true })).toBeAttached();
}

/** "Log out" in the header, from the menu on a phone. */
export async function logOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: /Log out/ }).click();
}

/**
 * Follows an entry of the header as a person would: opens the menu on a phone, then the entry's
 * section, then its link.
 */
export async function followNav(page: Page, section: string, link: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('button', { name: section, exact: true }).click();
  await nav.getByRole('link', { name: link, exact: true }).click();
}

/** WCAG 2.2 AA with no violation, on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

/** A console error in the page fails the test, as in any test that resembles a user. */
export function failOnConsoleErrors(page: Page, allowed: RegExp[] = []) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors).toEqual([]);
}

/**
 * While `action` runs, the scripts whose URL contains `part`, one from each of `origins`, are each
 * fetched ahead once by the shell and asked for once by the remote's loader, which takes the
 * fetched copy from the browser's cache when the fetch has finished (on localhost it may not have).
 */
export async function expectScriptsFetchedOnceAhead(page: Page, part: string, origins: string[], action: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: { origin: string; type?: string }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes(part)) requests.push({ origin: new URL(event.request.url).origin, type: event.type });
  });
  await action();
  await cdp.detach();
  const of = (type: string) =>
    requests
      .filter((request) => request.type === type)
      .map((request) => request.origin)
      .sort();
  expect(of('Fetch')).toEqual([...origins].sort());
  expect(of('Script')).toEqual([...origins].sort());
}

// Configuration forms

/** USWDS hides the box itself and draws its label: a person clicks the label. */
export async function toggle(page: Page, name: RegExp) {
  const box = page.getByRole('checkbox', { name });
  await page.locator(`label[for="${await box.getAttribute('id')}"]`).click();
}

export async function save(page: Page, button: string, toast: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(toast).last()).toBeVisible();
}

export async function removeIt(page: Page, what: string) {
  await page.getByRole('button', { name: `Delete ${what}` }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
}
