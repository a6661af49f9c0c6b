import type { Page } from '@playwright/test';

import { findApp, goLive } from '../../scripts/deploy.mjs';
import { buildAndDeploy, deployCommand, deployShellVariant, liveVersions } from './deploys';
import { expect, expectAccessible, followNav, logIn, REMOTE_BASES, test } from './support';

// One team deploys its remote alone while residents have the portal open: they are told, a
// reload brings the new version, nothing else was rebuilt or redeployed, and a rollback is one
// command that changes only what is live.

// The donations remote's folder on the portal's origin (whichever host serves it: the Node host or the edge).
const DONATIONS = new URL(REMOTE_BASES.donations).pathname;

/** The version folder each donations entry script was fetched from. */
function watchEntries(page: Page): string[] {
  const versions: string[] = [];
  page.on('request', (request) => {
    const match = new RegExp(`^${DONATIONS}/([^/]+)/remoteEntry\\.js$`).exec(new URL(request.url()).pathname);
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
  await followNav(page, 'Donations', 'Donations');
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
}

test(
  'a remote deployed alone reaches open pages after the update notice, and rolls back the same way @edge',
  { tag: '@alone' },
  async ({ page }) => {
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
  },
);

/** The shell version the page runs: the folder of its entry script, and the version its styles name. */
function watchShell(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const match = /^\/shell\/([^/]+)\/main\.[^/]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) scripts.push(match[1]!);
  });
  const styles = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portal-shell').replaceAll('"', '').trim());
  return { scripts, styles };
}

test(
  'a shell deployed while a page is open runs at the next plain reload and the next visit @edge',
  { tag: '@alone' },
  async ({ page }) => {
    // Publishing compresses every script of the shell at the highest settings: seconds on an idle
    // machine, several times that beside the rest of the suite.
    test.slow();
    const shell = watchShell(page);
    const about = page.getByRole('heading', { level: 1, name: 'About us' });
    const policies = page.getByRole('heading', { level: 1, name: 'Policies' });
    await page.goto('/about-us');
    await expect(about).toBeVisible();
    await page.goto('/policies');
    await expect(policies).toBeVisible();
    const { previous, version } = await deployShellVariant(`next-${Date.now()}`);
    try {
      expect(shell.scripts).toEqual([previous, previous]);
      expect(await shell.styles()).toBe('');
      await page.reload();
      await expect(policies).toBeVisible();
      expect(shell.scripts.at(-1)).toBe(version);
      expect(await shell.styles()).toBe(version);
      // A page visited before the deploy, opened again as a link or a bookmark would.
      await page.goto('/about-us');
      await expect(about).toBeVisible();
      expect(shell.scripts.at(-1)).toBe(version);
    } finally {
      await goLive([{ app: findApp('shell'), version: previous }]);
    }
  },
);
