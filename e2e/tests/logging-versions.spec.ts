import { expect, expectAccessible, failedRequest, logIn, logOut, REMOTE_BASES, test } from './support';

const APP_NAMES = {
  shell: 'Shell',
  news_polls: 'News and polls',
  disputes_complaints: 'Disputes and complaints',
  donations: 'Donations',
  configuration: 'Configuration',
} as const;

type LiveVersions = { apps: Record<keyof typeof APP_NAMES, { version: string; built_at: string; previous?: string }> };

test(
  '@phone an admin sees the live version of each app and the area a resident could not load',
  { tag: '@alone' },
  async ({ page, request, expectErrors }) => {
    expectErrors(failedRequest('ERR_CONNECTION_REFUSED', REMOTE_BASES.donations));
    const live = (await (await request.get('http://localhost:3000/builds/latest.json')).json()) as LiveVersions;

    // The donations remote refuses connections for a resident: the shell reports it.
    await page.route(`${REMOTE_BASES.donations}/**`, (route) => route.abort('connectionrefused'));
    const reported = page.waitForResponse(
      (response) => response.url().endsWith('/api/client-errors/') && response.request().method() === 'POST',
    );
    await logIn(page, 'resident', { to: '/donations' });
    await expect(page.getByRole('heading', { level: 1, name: 'This part of the portal could not load' })).toBeVisible();
    expect((await reported).status()).toBe(201);
    await page.unroute(`${REMOTE_BASES.donations}/**`);
    await logOut(page);

    await logIn(page, 'admin', { to: '/configuration/logging' });
    await page.getByRole('link', { name: 'Versions' }).click();
    await expect(page).toHaveURL(/[?&]tab=versions/);

    // By elements, not roles: on a phone the tables stack into cards.
    const table = (caption: string) => page.locator('table').filter({ has: page.locator('caption', { hasText: caption }) });
    const failures = table('Areas that failed to load in browsers, last seen first');
    const donations = failures.locator('tbody tr').first();
    await expect(donations.locator('th')).toHaveText('Donations');
    await expect(donations).toContainText(live.apps.donations.version);

    const versions = table('Live version of each app');
    for (const name of Object.keys(APP_NAMES) as (keyof typeof APP_NAMES)[]) {
      const app = live.apps[name];
      const row = versions.locator('tbody tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${APP_NAMES[name]}$`) }) });
      await expect(row.locator('td').first()).toHaveText(app.version);
      await expect(row.locator('time')).toHaveAttribute('datetime', app.built_at);
      await expect(row.locator('td').last()).toHaveText(app.previous ?? 'None');
    }
    await expectAccessible(page);
  },
);
