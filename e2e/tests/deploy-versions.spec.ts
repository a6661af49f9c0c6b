import { expect, test, type Page } from '@playwright/test';
import { buildAndDeploy, deployCommand, liveVersions } from './deploys';
import { REMOTE_ORIGINS, expectAccessible, logIn } from './support';

// One team deploys its remote alone while residents have the portal open: they are told, a
// reload brings the new version, nothing else was rebuilt or redeployed, and a rollback is one
// command that changes only what is live.

const DONATIONS = REMOTE_ORIGINS.donations;

/** The version folder each donations entry script was fetched from. */
function watchEntries(page: Page): string[] {
  const versions: string[] = [];
  page.on('request', (request) => {
    const match = new RegExp(`^${DONATIONS}/([^/]+)/remoteEntry\\.js$`).exec(request.url());
    if (match) versions.push(match[1]!);
  });
  return versions;
}

async function reloadWhenTold(page: Page) {
  const notice = page.getByRole('status').filter({ hasText: 'A new version of the portal is available.' });
  await page.clock.fastForward(31_000);
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Reload now' }).click();
  await expect(notice).toHaveCount(0);
}

async function openDonations(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
}

test('a remote deployed alone reaches open pages after the update notice, and rolls back the same way', async ({ page }) => {
  const before = await liveVersions();
  const entries = watchEntries(page);
  await page.clock.install();
  await logIn(page, 'resident');
  await openDonations(page);
  expect(entries.at(-1)).toBe(before.donations);

  const next = `${before.donations}-next`;
  await buildAndDeploy('donations', next);
  const after = await liveVersions();
  expect(after).toEqual({ ...before, donations: next });

  await reloadWhenTold(page);
  await openDonations(page);
  expect(entries.at(-1)).toBe(next);

  expect(await deployCommand('rollback', 'donations')).toContain(`${before.donations} is live again`);
  expect(await liveVersions()).toEqual(before);
  await reloadWhenTold(page);
  await openDonations(page);
  expect(entries.at(-1)).toBe(before.donations);
});
