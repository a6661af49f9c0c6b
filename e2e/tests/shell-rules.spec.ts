import { expect, expectAccessible, failedRequest, followNav, logIn, REMOTE_BASES, test } from './support';

const ALIASES: [string, RegExp][] = [
  ['/LOG-IN/', /\/login$/],
  ['/password/reset', /\/users\/forgot-password$/],
  ['/Home', /\/$/],
  ['/complaint', /\/complaints\/lodge$/],
  ['/dispute/', /\/services\/disputes$/],
  ['/group', /\/support\/telegram-groups$/],
  ['/GROUPS', /\/support\/telegram-groups$/],
  ['/profile', /\/users\/profile$/],
  ['/registration', /\/register$/],
  ['/support/emergency', /\/support\/emergency-contacts$/],
];

/** The disputes and complaints area's scripts (in its version's folder), but not its entry. */
const PAGE_CHUNKS = new RegExp(`^${REMOTE_BASES.disputes_complaints}/[^/]+/(?!remoteEntry\\.js)[^/]*\\.js$`);

test.describe('the shell’s rules', () => {
  test('every alias leads to its named route, whatever the case or trailing slash', async ({ page }) => {
    await logIn(page, 'resident');
    for (const [alias, target] of ALIASES) {
      await page.goto(alias);
      await expect(page, alias).toHaveURL(target);
    }
  });

  test('a failed validity check shows Page Not Found with the path', async ({ page }) => {
    await logIn(page, 'resident', { to: '/users/profile/no-such-tab' });
    await expect(page.getByText('Page Not Found: /users/profile/no-such-tab')).toBeVisible();
    // The tab is titled as the page reads.
    await expect(page).toHaveTitle('Page Not Found | City of Riverton');
    await expectAccessible(page);
  });

  test('a failed profile check logs the person out with the spec’s alert', async ({ page, expectErrors }) => {
    expectErrors(failedRequest(500, '/api/users/profile/'));
    await logIn(page, 'resident');
    await page.route('**/api/users/profile/', (route) => route.fulfill({ status: 500, body: '{"detail":"boom"}' }));
    await page.getByRole('link', { name: 'News' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Error verifying user, redirecting to login page.' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('first_name')])).toEqual([null, null]);
  });

  test('a missing profile URL is an internal error', async ({ page, expectErrors }) => {
    expectErrors(/Profile URL not configured/);
    await logIn(page, 'resident');
    await page.route('**/config.json', async (route) => {
      const config = await (await route.fetch()).json();
      delete config.profileUrl;
      await route.fulfill({ json: config });
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    await expect(page.getByText('Profile URL not configured')).toBeVisible();
  });

  test('a new server version shows the update alert and reloads once', async ({ page }) => {
    await logIn(page, 'resident');
    let loads = 0;
    page.on('load', () => loads++);
    await page.route('**/version.json', (route) => route.fulfill({ json: { app: 'shell', version: 'next-build' } }));
    await followNav(page, 'News and information', 'News');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your app is being updated to the latest version. Please wait...' }),
    ).toBeVisible();
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('appVersion'))).toBe('next-build');
    // Navigating again with the same server version does not reload.
    await followNav(page, 'Donations', 'Donations');
    await expect(page.getByRole('heading', { name: 'Donations', level: 1 })).toBeVisible();
    expect(loads).toBe(1);
  });

  test('every 30 s the live version is checked and an outdated page offers a reload', async ({ page }) => {
    await page.clock.install();
    await logIn(page, 'resident');
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the portal is available.' });
    await page.clock.fastForward(31_000);
    await expect(notice).toHaveCount(0);
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { apps: { shell: { version: 'newer-build' } } } }));
    await page.clock.fastForward(30_000);
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isOutdated'))).toBe('true');
    await expectAccessible(page);
    await page.unroute('**/builds/latest.json');
    await notice.getByRole('button', { name: 'Reload now' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Rosa' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a page part that fails to load reloads the page once, then shows an error', async ({ page, expectErrors }) => {
    // The missing chunk, and the error the route catches before the page reloads.
    expectErrors(failedRequest(404, REMOTE_BASES.disputes_complaints), /ChunkLoadError: Loading chunk \d+ failed/);
    await logIn(page, 'resident');
    await followNav(page, 'Services and cases', 'My complaints');
    await expect(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
    // The page chunks not loaded yet are gone, and stay gone.
    await page.route(PAGE_CHUNKS, (route) => route.fulfill({ status: 404, body: 'gone' }));
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('link', { name: 'Report a problem' }).click();
    // A page of its own: its heading (and so the tab) says so.
    await expect(page.getByRole('heading', { level: 1, name: /could not (load|be shown)/ })).toBeVisible();
    // The reloaded page may say so before its own load event (its remote's scripts are still refused).
    await expect.poll(() => loads).toBe(1);
  });

  test('a redeploy while a person is on the page costs at most one reload and no error', async ({ page, expectErrors }) => {
    // The missing chunk, and the error the route catches before the page reloads.
    expectErrors(failedRequest(404, REMOTE_BASES.disputes_complaints), /ChunkLoadError: Loading chunk \d+ failed/);
    await logIn(page, 'resident');
    await followNav(page, 'Services and cases', 'My complaints');
    await expect(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
    // A new build replaced the old one: the old chunks are gone until the page is loaded again
    // (decided as each request arrives, from the moment the new document is asked for).
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
    });
    await page.route(PAGE_CHUNKS, (route) => (reloaded ? route.continue() : route.fulfill({ status: 404, body: 'gone' })));
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('link', { name: 'Report a problem' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /could not/ })).toHaveCount(0);
    expect(loads).toBeLessThanOrEqual(1);
  });
});
