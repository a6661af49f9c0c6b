import { expect, test, type Page } from '@playwright/test';
import { DEPLOY_DIR } from '../../scripts/deploy.mjs';
import { serveStatic } from '../../tools/serve-static.mjs';
import { liveVersion } from './deploys';
import { REMOTE_ORIGINS, expectAccessible, logIn } from './support';

// A developer points the portal at their own build of one remote, for their tab only, where the
// config allows it; a config without allowRemoteOverrides (production's) never honours it.

const LOCAL_ORIGIN = 'http://localhost:3103';
let local: Awaited<ReturnType<typeof serveStatic>>;

test.beforeAll(async () => {
  // "Their local remote": the donations remote served from another port, as a dev server would.
  local = await serveStatic({ dir: `${DEPLOY_DIR}/mfe-donations`, port: 3103, host: 'localhost' });
});
test.afterAll(async () => {
  await local.close();
});

/** The origin of each donations entry the page fetched: the deployed one or the local one. */
function donationsEntryOrigins(page: Page): string[] {
  const origins: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (pathname.endsWith('/remoteEntry.js') && [LOCAL_ORIGIN, REMOTE_ORIGINS.donations].includes(origin)) origins.push(origin);
  });
  return origins;
}

async function openDonations(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
}

test('a developer’s tab loads one remote from their own server, says so, and goes back', async ({ page }) => {
  const entry = `${LOCAL_ORIGIN}/${await liveVersion('donations')}/remoteEntry.js`;
  await logIn(page, 'resident');
  const origins = donationsEntryOrigins(page);
  await page.goto(`/?remote-override=donations=${encodeURIComponent(entry)}`);
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole('status').filter({ hasText: 'For this tab only' });
  await expect(notice).toContainText(`the donations area is loaded from ${entry}`);
  await openDonations(page);
  expect(origins).toEqual([LOCAL_ORIGIN]);
  await expectAccessible(page);

  await notice.getByRole('link', { name: 'use the deployed one' }).click();
  await expect(notice).toHaveCount(0);
  await openDonations(page);
  expect(origins).toEqual([LOCAL_ORIGIN, REMOTE_ORIGINS.donations]);
});

test('a config that allows no override, as in production, ignores the request', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    delete config.allowRemoteOverrides;
    await route.fulfill({ json: config });
  });
  await logIn(page, 'resident');
  const origins = donationsEntryOrigins(page);
  await page.goto(`/?remote-override=donations=${encodeURIComponent(`${LOCAL_ORIGIN}/x/remoteEntry.js`)}`);
  await openDonations(page);
  await expect(page.getByText('For this tab only')).toHaveCount(0);
  expect(origins).toEqual([REMOTE_ORIGINS.donations]);
});
