import type { Page } from '@playwright/test';

import { DEPLOY_DIR, goLive, readJson } from '../../scripts/deploy.mjs';
import { serveStatic } from '../../tools/serve-static.mjs';
import { liveVersion } from './deploys';
import { expect, expectAccessible, logIn, REMOTE_BASES, test } from './support';

// A developer points the portal at their own build of one remote, for their tab only, where the
// deploy allowed it (DEPLOY_REMOTE_OVERRIDES=allow) and the page is served from their machine,
// once they have confirmed it. The portal as deployed by default, like production, never does.

const LOCAL_ORIGIN = 'http://localhost:3103';
let local: Awaited<ReturnType<typeof serveStatic>>;

test.beforeAll(async () => {
  // "Their local remote": the donations remote served from another port, as a dev server would.
  local = await serveStatic({ dir: `${DEPLOY_DIR}/mfe-donations`, port: 3103, host: 'localhost' });
});
test.afterAll(async () => {
  await local.close();
});

/** Every request the page makes to the local remote's server, and where each donations entry came from: there, or the deployed one's folder. */
function watchRemotes(page: Page) {
  const local: string[] = [];
  const entries: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin === LOCAL_ORIGIN) local.push(pathname);
    if (!pathname.endsWith('/remoteEntry.js')) return;
    if (origin === LOCAL_ORIGIN) entries.push(LOCAL_ORIGIN);
    else if (request.url().startsWith(`${REMOTE_BASES.donations}/`)) entries.push(REMOTE_BASES.donations);
  });
  return { local, entries };
}

/** The donations area, opened as a new page of the tab (a link from elsewhere, a bookmark). */
async function openDonations(page: Page) {
  await page.goto('/donations');
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
}

const overrideLink = (entry: string) => `/?remote-override=donations=${encodeURIComponent(entry)}`;

test.describe('where the deploy allows overrides', { tag: '@alone' }, () => {
  test.beforeAll(() => goLive([], DEPLOY_DIR, { remoteOverrides: true }));
  test.afterAll(() => goLive([], DEPLOY_DIR, { remoteOverrides: false }));

  test('a developer’s tab asks first, then loads one remote from their own server, says so, and goes back', async ({ page }) => {
    const entry = `${LOCAL_ORIGIN}/${await liveVersion('donations')}/remoteEntry.js`;
    // Home, after logging in, loads the deployed donations widgets (their entry fetched ahead, then
    // run): logging in waits for those requests, which are not this test's.
    await logIn(page, 'resident');
    const requests = watchRemotes(page);
    await page.goto(overrideLink(entry));

    const confirmation = page.getByRole('heading', { level: 1, name: 'Load code from outside the portal?' });
    await expect(confirmation).toBeFocused();
    await expect(page).toHaveTitle('Load code from outside the portal? | City of Riverton');
    await expect(page.getByRole('region', { name: 'Code not published by the portal' })).toContainText(`the donations area from ${entry}`);
    await expectAccessible(page);
    // Home would preload the donations widgets at once: nothing of the local remote is asked for yet.
    await page.waitForLoadState('networkidle');
    expect(requests.local).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Load it' })).toBeFocused();
    await page.keyboard.press('Enter');
    const notice = page.getByRole('status').filter({ hasText: 'For this tab only' });
    await expect(notice).toContainText(`the donations area is loaded from ${entry}`);
    await expect(page).toHaveURL(/\/$/);
    // Home preloads the widgets, now from the local remote.
    await expect.poll(() => requests.local).toContain(new URL(entry).pathname);
    await openDonations(page);
    expect(new Set(requests.entries)).toEqual(new Set([LOCAL_ORIGIN]));
    await expectAccessible(page);

    // Later pages of the tab keep it without asking again.
    await page.reload();
    await expect(notice).toBeVisible();
    await expect(confirmation).toHaveCount(0);

    await notice.getByRole('link', { name: 'use the deployed one' }).click();
    // The page it opens has started once the request has left its address: the tab's choice is cleared.
    await expect(page).toHaveURL(/\/donations$/);
    await expect(notice).toHaveCount(0);
    await openDonations(page);
    expect(requests.entries.at(-1)).toBe(REMOTE_BASES.donations);
  });

  test('cancelling the confirmation loads nothing from the other server', async ({ page }) => {
    await logIn(page, 'resident');
    const requests = watchRemotes(page);
    await page.goto(overrideLink(`${LOCAL_ORIGIN}/${await liveVersion('donations')}/remoteEntry.js`));
    await expect(page.getByRole('heading', { level: 1, name: 'Load code from outside the portal?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Load code from outside the portal?' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await openDonations(page);
    await expect(page.getByText('For this tab only')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
    expect(requests.local).toEqual([]);
    expect(new Set(requests.entries)).toEqual(new Set([REMOTE_BASES.donations]));
  });
});

test('the portal as deployed by default, as in production, ignores the request', async ({ page, request }) => {
  expect(await readJson(`${DEPLOY_DIR}/config.json`)).not.toHaveProperty('allowRemoteOverrides');
  const policy = (await request.get('/')).headers()['content-security-policy'];
  expect(policy).not.toContain('localhost:*');
  await logIn(page, 'resident');
  const requests = watchRemotes(page);
  await page.goto(overrideLink(`${LOCAL_ORIGIN}/${await liveVersion('donations')}/remoteEntry.js`));
  await openDonations(page);
  await expect(page.getByText('For this tab only')).toHaveCount(0);
  await expect(page.getByText('Load code from outside the portal?')).toHaveCount(0);
  expect(requests.local).toEqual([]);
  expect(new Set(requests.entries)).toEqual(new Set([REMOTE_BASES.donations]));
});
