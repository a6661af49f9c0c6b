import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import type Axe from 'axe-core';

import { REMOTES, SHELL } from '../../tools/apps.mjs';
import { PAGE_LOG } from '../failure-page-reporter';

/** The portal's one origin, as `pnpm start` serves it. */
export const PORTAL = `http://localhost:${SHELL.port}`;

type RemoteName = (typeof REMOTES)[number]['name'];

export { expect };

/** A console error as the fixture reports it: its text, and the address of what it is about. */
function describeConsoleError(message: ConsoleMessage) {
  const { url } = message.location();
  return url ? `${message.text()} (${url})` : message.text();
}

/**
 * Every test of the portal: a console error or an uncaught error in any of its pages fails it,
 * unless the test declared it with `expectErrors(pattern, …)` (matched against "text (address)").
 * A declared pattern that matches none of them fails it too, so a declaration cannot outlive the
 * fault it is for.
 */
const ownDialogs = new WeakMap<Page, Set<string>>();

/** The test answers this page's dialogs of these types itself (`page.on('dialog', …)`): the suite leaves them to it. */
export function answerDialogsYourself(page: Page, ...types: ('alert' | 'beforeunload' | 'confirm' | 'prompt')[]) {
  ownDialogs.set(page, new Set([...(ownDialogs.get(page) ?? []), ...types]));
}

export const test = base.extend<{ expectErrors: (...patterns: RegExp[]) => void }>({
  expectErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const expected: RegExp[] = [];
      // What the pages did, kept for a failure's report (failure-page-reporter.ts): where CI keeps
      // no trace, it says what happened before the page stopped where it did.
      const started = Date.now();
      const log: string[] = [];
      const note = (line: string) => log.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(describeConsoleError(message));
        note(`console.${message.type()}: ${describeConsoleError(message)}`);
      });
      context.on('weberror', (error) => {
        errors.push(`Uncaught ${error.error().message}`);
        note(`uncaught: ${error.error().message}`);
      });
      context.on('request', (request) => {
        const kind = request.resourceType();
        if (request.isNavigationRequest() || kind === 'script' || kind === 'fetch' || kind === 'xhr')
          note(`${request.method()} ${request.url()}`);
      });
      context.on('response', (response) => {
        const sent = response.request().method() !== 'GET';
        if (response.status() >= 400 || sent) note(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      context.on('requestfailed', (request) => note(`failed (${request.failure()?.errorText}) ${request.url()}`));
      // A form with answers not yet sent asks before its page goes (the kit's useLeaveWarning): a
      // test that leaves one goes on, as a person who chose "Leave". Other dialogs are dismissed,
      // as Playwright would; a test that answers them says so (answerDialogsYourself).
      context.on('page', (page) =>
        page.on('dialog', (dialog) => {
          if (ownDialogs.get(page)?.has(dialog.type())) return;
          void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
        }),
      );
      await use((...patterns) => expected.push(...patterns));
      const undeclared = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      const missing = expected.filter((pattern) => !errors.some((error) => pattern.test(error))).map(String);
      if (testInfo.status !== testInfo.expectedStatus || undeclared.length > 0 || missing.length > 0)
        await testInfo.attach(PAGE_LOG, { body: log.join('\n'), contentType: 'text/plain' });
      expect(undeclared, 'console errors and uncaught errors the test did not declare').toEqual([]);
      expect(missing, 'declared errors that did not happen').toEqual([]);
    },
    { auto: true },
  ],
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chromium's console error for a request to an address that contains `part`, which the server
 * answered with a status (`404`) or which failed on the network (`'ERR_CONNECTION_REFUSED'`).
 */
export function failedRequest(failure: number | `ERR_${string}`, part: string) {
  const what = typeof failure === 'number' ? `the server responded with a status of ${failure} \\(.*\\)` : `net::${failure}`;
  return new RegExp(`^Failed to load resource: ${what} \\([^)]*${escape(part)}[^)]*\\)$`);
}

/** Chromium's console error for a script refused because it does not match its integrity hash, from an address that contains `part`. */
export function integrityMismatch(part: string) {
  return new RegExp(`^Failed to find a valid digest in the 'integrity' attribute for resource '[^']*${escape(part)}`);
}

export const DEMO = {
  resident: { email: 'resident@example.org', password: 'Resident!2026' },
  super: { email: 'super@example.org', password: 'Super!2026' },
  admin: { email: 'admin@example.org', password: 'Admin!2026' },
} as const;

/** Where each remote's versions are served on the portal's origin (`<base>/<version>/remoteEntry.js`), by its federation name. */
export const REMOTE_BASES = Object.fromEntries(REMOTES.map((remote) => [remote.name, `${PORTAL}/apps/${remote.dir}`])) as Record<
  RemoteName,
  string
>;

/** The version of the contract between the apps, which a remote needs (`^<version>`) and the shell provides. */
export const SHARED_VERSION: string = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../shared/package.json'), 'utf8'),
).version;

/**
 * Runs `action`, then waits until the page has had no request in flight for `quietMs`: everything
 * it asked for on the way (a page's reads, home's widgets, a remote's code) has been answered, so
 * what the test does next (log out, change a route, open a menu) does not race the page arriving,
 * however busy the machine is.
 */
export async function untilQuiet(page: Page, action: () => Promise<void>, quietMs = 300) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    await expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= quietMs, { intervals: [100] }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The words the helpers below look for, in each language a page may be in. */
const WORDS = {
  en: { email: 'Email', password: 'Password', logIn: 'Log in', logOut: /Log out/, menu: 'Menu', main: 'Main' },
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    logIn: 'Iniciar sesión',
    logOut: /Cerrar sesión/,
    menu: 'Menú',
    main: 'Principal',
  },
} as const;

/** The helpers' words in the page's language (`<html lang>`). */
export async function wordsOf(page: Page) {
  return (await page.locator('html').getAttribute('lang')) === 'es' ? WORDS.es : WORDS.en;
}

/**
 * Logs in from the login page and waits for the page it lands on to finish arriving: home, or
 * `to` (a path), as when a page sent the person to log in first (the route guard keeps the path
 * for the login page to return to), so that home is not drawn only to be left. `settle: false`
 * for a test that holds some of that page's requests unanswered on purpose.
 */
export async function logIn(
  page: Page,
  who: keyof typeof DEMO | { email: string; password: string },
  { settle = true, to }: { settle?: boolean; to?: string } = {},
) {
  const account = typeof who === 'string' ? DEMO[who] : who;
  await page.goto('/login');
  if (to) {
    const { pathname, search } = new URL(to, page.url());
    await page.evaluate((path) => localStorage.setItem('redirectPath', path), pathname + search);
  }
  const words = await wordsOf(page);
  await page.getByLabel(words.email).fill(account.email);
  await page.getByLabel(words.password).fill(account.password);
  const submit = async () => {
    await page.getByRole('button', { name: words.logIn }).click();
    // In the header, which on a phone is in the closed menu.
    await expect(
      page
        .getByRole('button', { name: WORDS.en.logOut, includeHidden: true })
        .or(page.getByRole('button', { name: WORDS.es.logOut, includeHidden: true })),
    ).toBeAttached();
    // The login page then sends the person on (home): a link followed before would be replaced by it.
    await expect(page).not.toHaveURL(/\/login$/);
  };
  if (!settle) return submit();
  await untilQuiet(page, submit);
  // The page logged in to has drawn its heading (and so its own parts), not only the header.
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** "Log out" in the header, from the menu on a phone. */
export async function logOut(page: Page) {
  const words = await wordsOf(page);
  const menu = page.getByRole('button', { name: words.menu });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: words.logOut }).click();
  // Done once the portal has ended the session (its request answered) and shows the login page:
  // a next login must not start while the last one's logout is still on its way.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: words.logIn })).toBeVisible();
}

/**
 * Follows an entry of the header as a person would: opens the menu on a phone, then the entry's
 * section, then its link.
 */
export async function followNav(page: Page, section: string, link: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = page.getByRole('button', { name: 'Menu' });
  const sectionButton = nav.getByRole('button', { name: section, exact: true });
  const target = nav.getByRole('link', { name: link, exact: true });
  // A page still arriving moves focus to its heading, which closes an open menu: open it again
  // until the link can be followed.
  await expect(async () => {
    if (!(await target.isVisible())) {
      if ((await menu.isVisible()) && !(await sectionButton.isVisible())) await menu.click();
      await sectionButton.click({ timeout: 2_000 });
    }
    await target.click({ timeout: 2_000 });
  }).toPass();
}

/** axe-core's own script, loaded into a page to check it (its minified build: half the bytes of `axe.source`). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG 2.2 AA with no violation, on the page as it is now: axe-core's `axe.run` on the document
 * (the pages have no frames). axe is loaded into a document once, at its first check, and stays
 * for the next checks after client-side page changes; each check gathers only the violations'
 * details (`resultTypes`). @axe-core/playwright loaded the whole unminified axe twice per check
 * and returned every passing node: about half of each check's time (decision 021).
 */
export async function expectAccessible(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
  }, WCAG_22_AA);
  expect(violations).toEqual([]);
}

/**
 * While `action` runs, the scripts whose URL contains `part`, one under each of `bases` (a remote's
 * folder), are each fetched ahead once by the shell and asked for once by the remote's loader,
 * which takes the fetched copy from the browser's cache when the fetch has finished (on localhost
 * it may not have).
 */
export async function expectScriptsFetchedOnceAhead(page: Page, part: string, bases: string[], action: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: { base: string; type?: string }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const { url } = event.request;
    if (url.includes(part)) requests.push({ base: bases.find((base) => url.startsWith(`${base}/`)) ?? url, type: event.type });
  });
  await action();
  await cdp.detach();
  const of = (type: string) =>
    requests
      .filter((request) => request.type === type)
      .map((request) => request.base)
      .sort();
  expect(of('Fetch')).toEqual([...bases].sort());
  expect(of('Script')).toEqual([...bases].sort());
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
