import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { registerResident } from './api';
import { buildAndDeploy, declareEntry, deployCommand, liveVersion } from './deploys';
import { expect, expectAccessible, followNav, logIn, test } from './support';

// Every area one click away: from its start page, each role reaches every route of docs/product-rules.md#routes
// without parameters that it may use, following only the links and menu buttons it is shown.

const PUBLIC = ['/about-us', '/policies', '/support', '/support/community-chat', '/support/telegram-groups', '/support/emergency-contacts'];
const ANONYMOUS = ['/login', '/register', '/users/forgot-password', ...PUBLIC];
const RESIDENT = [
  '/',
  ...PUBLIC,
  '/contact-us',
  '/legislation',
  '/projects',
  '/news',
  '/polls',
  '/petitions',
  '/campaigns',
  '/community',
  '/documents',
  '/services',
  '/services/disputes',
  '/complaints',
  '/complaints/lodge',
  '/disputes',
  '/disputes/appeals',
  '/donations',
  '/donations/donate',
  '/emergencies',
  '/users/profile',
  '/users/properties/create',
  '/council-members',
];
/** docs/product-rules.md#routes's configuration screens without parameters, each list with its create screen. */
const withCreate = (paths: string[]) => paths.flatMap((item) => [`/configuration/${item}`, `/configuration/${item}/create`]);
const SUPER = [
  ...RESIDENT,
  '/departments',
  '/configuration',
  ...withCreate([
    'chat',
    'news',
    'polls',
    'campaign',
    'document',
    'document/categories',
    'document/subcategories',
    'petitions',
    'departments',
    'disputes/bcc',
    'disputes/types',
    'councilMembers',
    'MunicipalRequest',
    'WaterMeterTypes',
    'ElectricalMeterTypes',
    'complaints/types',
    'emergencyContacts',
    'emergencyCategories',
    'emergencySubCategories',
    'emergencySubCategoryOptions',
  ]),
  '/configuration/disputes',
  '/configuration/organization',
  '/configuration/accounts',
];
const ADMIN = [...SUPER, ...withCreate(['towns', 'suburbs']), '/configuration/logging'];
/** At least one detail page of each of these, for people who are logged in. */
const DETAILS = { news: /^\/news\/[^/]+$/, poll: /^\/polls\/[^/]+$/, petition: /^\/petitions\/\d+$/, emergency: /^\/emergencies\/[^/]+$/ };
/** Pages on the way to a route, which are no route of their own in docs/product-rules.md#routes (the profile's tabs). */
const WAYPOINTS = [/^\/users\/profile\/[a-z-]+$/];

const normal = (path: string) => path.replace(/\/+$/, '') || '/';

/** The hrefs of the links on the page that a person can see, on this portal's origin. */
async function visibleLinks(page: Page, within = 'body'): Promise<string[]> {
  return page
    .locator(within)
    .evaluate((root) =>
      [...root.querySelectorAll('a[href]')]
        .filter((anchor) => (anchor as HTMLElement).checkVisibility() && (anchor as HTMLAnchorElement).origin === window.location.origin)
        .map((anchor) => (anchor as HTMLAnchorElement).pathname),
    );
}

/** The header's links: each section's button opened in turn, as a person would. */
async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = await visibleLinks(page, 'header');
  for (const button of await nav.locator('button[aria-controls^="nav-section-"]').all()) {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    links.push(...(await visibleLinks(page, 'header')));
    await button.click();
  }
  return links;
}

/** The page's data in (no "Loading …" left): the links of its lists come with it. */
async function loaded(page: Page) {
  await expect(page.locator('main [role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await loaded(page);
}

/**
 * Breadth first from the page the role starts on: every link seen on a page is visited when it
 * leads to a route still to reach, a kind of detail page not seen yet, or a page on the way.
 * Returns the routes it could not reach and the kinds of detail page it found none of.
 */
async function crawl(page: Page, expected: string[], details: Partial<typeof DETAILS>) {
  const missing = new Set(expected);
  const kinds = new Map(Object.entries(details));
  const queued = new Set<string>();
  const wanted = (path: string) =>
    !queued.has(path) &&
    (missing.has(path) || [...kinds.values()].some((pattern) => pattern.test(path)) || WAYPOINTS.some((pattern) => pattern.test(path)));
  const queue: string[] = [];
  const enqueue = (paths: string[]) => {
    for (const path of paths.map(normal)) {
      if (!wanted(path)) continue;
      queued.add(path);
      queue.push(path);
      // One page of each kind of detail is enough.
      for (const [kind, pattern] of kinds) if (pattern.test(path)) kinds.delete(kind);
    }
  };
  const start = normal(new URL(page.url()).pathname);
  queued.add(start);
  missing.delete(start);
  await settled(page);
  enqueue([...(await menuLinks(page)), ...(await visibleLinks(page))]);
  while (queue.length > 0) {
    const path = queue.shift()!;
    // A link found on a page the role reached, followed as its href says, in the page as a click
    // on it does: the history's next entry, which the router draws, moving focus to its heading.
    await page.evaluate((to) => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('main h1').first()).toBeFocused();
    await loaded(page);
    if (!(await page.title()).startsWith('Page Not Found')) missing.delete(path);
    enqueue(await visibleLinks(page));
  }
  return { unreached: [...missing], noDetail: [...kinds.keys()] };
}

test.describe('every area one click away', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an anonymous visitor reaches every public page from the login page', async ({ page }) => {
    await page.goto('/login');
    expect(await crawl(page, ANONYMOUS, {})).toEqual({ unreached: [], noDetail: [] });
  });

  for (const [role, expected] of [
    ['resident', RESIDENT],
    ['super', SUPER],
    ['admin', ADMIN],
  ] as const) {
    test(`the ${role} reaches every page of theirs from home`, async ({ page }) => {
      await logIn(page, role);
      await page.goto('/');
      expect(await crawl(page, expected, DETAILS)).toEqual({ unreached: [], noDetail: [] });
    });
  }

  test("the payment page's links lead back to the donation's return pages", async ({ page, request }) => {
    // A new resident, so that the demo accounts' donations stay as other tests expect them.
    await logIn(page, await registerResident(request, 'giver'));
    const reached: string[] = [];
    for (const [pay, outcome] of [
      [false, 'Your donation was cancelled'],
      [true, 'Thank you for your donation'],
    ] as const) {
      await page.goto('/');
      await followNav(page, 'Donations', 'Donations');
      await page
        .getByRole('link', { name: /^Donate to / })
        .first()
        .click();
      const amount = page.getByRole('radio', { name: '$10', exact: true });
      await page.locator(`label[for="${await amount.getAttribute('id')}"]`).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: /^Confirm and pay/ }).click();
      await expect(page.getByRole('heading', { name: /Sandbox checkout/ })).toBeVisible();
      if (pay) {
        await page.getByLabel('Name on card').fill('Casey Morgan');
        await page.getByLabel('Card number').fill('4242 4242 4242 4242');
        await page.getByLabel(/Expiry/).fill('12/34');
        await page.getByLabel('CVC').fill('123');
        await page.getByRole('button', { name: /^Pay \$/ }).click();
      } else {
        await page.getByRole('link', { name: 'Cancel and return to the portal' }).click();
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Your donation' })).toBeVisible();
      // What the API says of it, after which the page has let go of the donation it started.
      await expect(page.getByRole('heading', { name: outcome })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Donations' })).toBeVisible();
      reached.push(new URL(page.url()).pathname);
    }
    expect(reached).toEqual(['/donations/cancel', '/donations/success']);
  });
});

/** A remote team's change: a new page in their area, with its entry in the header. */
async function addWaysToGive(dir: string) {
  await writeFile(path.join(dir, 'src/ways-to-give-page.tsx'), 'export function WaysToGivePage() {\n  return <h1>Ways to give</h1>;\n}\n');
  const file = path.join(dir, 'src/routes.ts');
  const source = await readFile(file, 'utf8');
  const changed = source.replace(
    'export const routes: PortalRoute[] = withText(donationsText, [',
    "$&\n  { path: '/donations/ways-to-give', handle: { title: 'Ways to give', access: 'login' }, lazy: page(() => import('./ways-to-give-page'), 'WaysToGivePage') },",
  );
  expect(changed.match(/ways-to-give/g)).toHaveLength(2);
  await writeFile(file, changed);
  await declareEntry(dir, { path: '/donations/ways-to-give', label: 'Ways to give', section: 'donations', order: 30, access: 'login' });
}

test('a remote deployed alone adds its entry to the header, the shell unchanged', { tag: '@alone' }, async ({ page }) => {
  test.setTimeout(120_000);
  const shell = await liveVersion('shell');
  const before = await liveVersion('donations');
  await logIn(page, 'resident');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Donations', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Donations', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Ways to give' })).toHaveCount(0);

  await buildAndDeploy('donations', `${before}-ways-${Date.now()}`, addWaysToGive);
  try {
    expect(await liveVersion('shell')).toBe(shell);
    // The config is read again when the page loads again.
    await page.reload();
    await followNav(page, 'Donations', 'Ways to give');
    await expect(page).toHaveURL(/\/donations\/ways-to-give$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ways to give' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Donations', exact: true })).toHaveAttribute('aria-current', 'true');
  } finally {
    await deployCommand('rollback', 'donations');
  }
});

test('@phone the closed header fits a phone, and its menu works by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const close = nav.getByRole('button', { name: 'Close the menu' });
  const focusInMenu = () => nav.evaluate((element) => element.contains(document.activeElement));
  // The page behind the open menu is inert: focus is in the menu, or past its last element on none of the page's.
  const focusBehindMenu = () =>
    nav.evaluate((element) => document.activeElement !== document.body && !element.contains(document.activeElement));

  for (const path of ['/login', '/news']) {
    if (path === '/news') await logIn(page, 'resident');
    await page.goto(path);
    await settled(page);
    const height = await page.locator('header.usa-header').evaluate((header) => header.getBoundingClientRect().height);
    expect(height, `the header's height on ${path}`).toBeLessThanOrEqual(740 / 6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `the width of ${path}`).toBeLessThanOrEqual(360);
  }

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(close).toBeFocused();
  await expectAccessible(page);
  // Tab never reaches the page behind the menu, either way, and comes round to the menu again.
  for (const key of ['Tab', 'Shift+Tab']) {
    await close.focus();
    let inMenu = 0;
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press(key);
      expect(await focusBehindMenu(), `focus behind the menu after ${step + 1} ${key}`).toBe(false);
      if (await focusInMenu()) inMenu += 1;
    }
    expect(inMenu, `${key} through the menu`).toBeGreaterThan(10);
  }
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  // What the page announces stays live beside it: the toasts and the page changes.
  for (const live of [page.locator('.portal-toaster'), page.locator('main ~ p[aria-live]')]) {
    expect(await live.evaluate((element) => element.closest('[inert]') === null)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(close).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  // The close button and a tap on the overlay beside the panel close it likewise.
  for (const closing of [close, page.locator('#portal-overlay')]) {
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    await closing.click({ position: { x: 5, y: 5 } });
    await expect(close).toBeHidden();
    await expect(menu).toBeFocused();
  }

  // A section opened and a link followed by keyboard; the menu closes on the new page.
  await page.keyboard.press('Enter');
  await nav.getByRole('button', { name: 'Have your say' }).focus();
  await page.keyboard.press('Enter');
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Polls' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();
  await expect(close).toBeHidden();
  await expect(page.getByRole('button', { name: 'Have your say', includeHidden: true })).toHaveAttribute('aria-current', 'true');
});

test('@phone the shell’s menu entries carry the titles of the pages they open', async ({ page }) => {
  await logIn(page, 'resident');
  for (const [section, labels] of [
    ['Support', ['Support', 'Emergency contacts', 'Emergency guides', 'Community chat', 'Telegram groups', 'Contact us']],
    ['News and information', ['About us', 'Policies', 'Council members']],
  ] as const) {
    for (const label of labels) {
      await followNav(page, section, label);
      await expect(page.getByRole('heading', { level: 1 }), label).toHaveText(label);
      await expect(page, label).toHaveTitle(`${label} | City of Riverton`);
    }
  }
});

test('the staff header stays on one line at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const role of ['super', 'admin'] as const) {
    await logIn(page, role);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Administration', exact: true })).toBeVisible();
    const tops = await nav
      .locator('.usa-nav__primary > li')
      .evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))]);
    expect(tops, `the ${role}'s sections in one row`).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), role).toBeLessThanOrEqual(1280);
    await page.getByRole('button', { name: /Log out/ }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
});
