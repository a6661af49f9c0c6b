// A fifth team's area, as docs/development.md ("Adding a domain area") tells them to add it: one
// command creates the remote, its own checks and build pass, and the deploy of that remote alone
// puts its header entry, page and home card in the running portal, the other apps unchanged.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { DEPLOY_DIR, goLive, readJson } from '../../scripts/deploy.mjs';
import { APPS } from '../../tools/apps.mjs';
import { liveVersions } from './deploys';
import { expect, expectAccessible, followNav, logIn, logOut, test } from './support';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const AREA = { dir: 'mfe-street-fairs', name: 'street_fairs' };

/**
 * A copy of the workspace as far as the command and the deploy write to it (the list of apps, the
 * budgets, the template, the scripts); the apps, the kit and the installed packages are the
 * workspace's own, read where they are.
 */
async function workspaceCopy(): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'portal-new-area-'));
  for (const file of ['package.json', 'tsconfig.base.json', 'prettier.config.mjs', 'scripts', 'tools/apps.mjs', 'tools/remote-template'])
    await cp(path.join(root, file), path.join(copy, file), { recursive: true });
  for (const entry of await readdir(path.join(root, 'tools'))) {
    if (entry !== 'apps.mjs' && entry !== 'remote-template')
      await symlink(path.join(root, 'tools', entry), path.join(copy, 'tools', entry));
  }
  for (const linked of ['shared', 'node_modules', ...APPS.map((app) => app.dir)])
    await symlink(path.join(root, linked), path.join(copy, linked));
  return copy;
}

/** The portal as it was: the area's version no longer live, nor published. */
async function takeOut() {
  const latest = await readJson(path.join(DEPLOY_DIR, 'latest.json'));
  delete latest.apps[AREA.name];
  await writeFile(path.join(DEPLOY_DIR, 'latest.json'), JSON.stringify(latest, null, 2));
  await goLive([]);
  await rm(path.join(DEPLOY_DIR, AREA.dir), { recursive: true, force: true });
}

test('a new area: one command creates it, its own build and deploy add it to the running portal', { tag: '@alone' }, async ({ page }) => {
  test.setTimeout(240_000);
  const before = await liveVersions();
  const copy = await workspaceCopy();
  try {
    // 1. The command.
    const command = ['street-fairs', '--title', 'Street fairs', '--title-es', 'Ferias callejeras', '--section', 'information'];
    await run(process.execPath, ['scripts/new-remote.mjs', ...command], { cwd: copy });
    const dir = path.join(copy, AREA.dir);
    // 2. `pnpm install`: the packages it names are those the donations remote has installed.
    await symlink(path.join(root, 'mfe-donations/node_modules'), path.join(dir, 'node_modules'));
    for (const script of ['typecheck', 'test', 'build'])
      await run('pnpm', ['run', script], { cwd: dir, env: { ...process.env, CI: 'true' } });
    // 3. Its deploy alone, to the running portal's host.
    await mkdir(DEPLOY_DIR, { recursive: true });
    await run(process.execPath, ['scripts/deploy.mjs', AREA.dir], { cwd: copy, env: { ...process.env, DEPLOY_DIR } });

    const after = await liveVersions();
    expect(after[AREA.name]).toBeTruthy();
    expect({ ...after, [AREA.name]: undefined }).toEqual({ ...before, [AREA.name]: undefined });

    await logIn(page, 'resident');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Street fairs' }) });
    await expect(card).toContainText('Street fairs: what the City offers, and how to take part.');
    await card.getByRole('link', { name: 'Go to Street fairs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Street fairs' })).toBeFocused();
    await page.goto('/');
    await followNav(page, 'News and information', 'Street fairs');
    await expect(page).toHaveURL(/\/street-fairs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Street fairs' })).toBeVisible();
    await expect(page).toHaveTitle('Street fairs | City of Riverton');
    await expectAccessible(page);
    // The other areas are as they were.
    await page.goto('/donations');
    await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
    // Admins see its live version by its name, in the live config: the configuration area was not changed for it.
    await logOut(page);
    await logIn(page, 'admin', { to: '/configuration/logging?tab=versions' });
    const versions = page.locator('table').filter({ has: page.locator('caption', { hasText: 'Live version of each app' }) });
    const row = versions.locator('tbody tr').filter({ has: page.locator('th', { hasText: 'Street fairs' }) });
    await expect(row).toContainText(after[AREA.name]!);
  } finally {
    await takeOut();
    await rm(copy, { recursive: true, force: true });
  }
});
