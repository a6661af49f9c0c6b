import type { Page } from '@playwright/test';

import { findApp, goLive } from '../../scripts/deploy.mjs';
import { publishRef } from '../../scripts/publish-ref.mjs';
import { liveVersions, pointRemotesAt, publishedRemote } from './deploys';
import { expect, expectAccessible, logIn, REMOTE_BASES, test } from './support';

// Apps are deployed one at a time, so a person may run the current shell with the previous
// version of a remote, or a shell loaded before the remotes moved on. The previous versions are
// every app built as it was before its latest change (scripts/publish-ref.mjs; PREVIOUS_REF to
// choose another revision) and published beside the live ones.

type Versions = Record<string, string>;
let previous: Versions;
let current: Versions;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  previous = (await publishRef()).apps;
  current = await liveVersions();
});

/** The page's config names these versions of the remotes (published, with their integrity). */
async function useRemoteVersions(page: Page, versions: Versions) {
  const names = Object.keys(REMOTE_BASES) as (keyof typeof REMOTE_BASES)[];
  await pointRemotesAt(
    page,
    Object.fromEntries(await Promise.all(names.map(async (name) => [name, await publishedRemote(name, versions[name]!)]))),
  );
}

/** This version of the shell is live while `during` runs (a shell rolled back alone), then the current one again. */
async function withShellLive(version: string, during: () => Promise<void>) {
  const shell = findApp('shell');
  await goLive([{ app: shell, version }]);
  try {
    await during();
  } finally {
    await goLive([{ app: shell, version: current.shell! }]);
  }
}

/** A real page of each remote, read and used. */
async function visitEveryArea(page: Page) {
  await logIn(page, 'super');
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'Water main flushing schedule' })).toBeVisible();
  await page.goto('/complaints');
  await expect(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
  await page.goto('/donations');
  await expect(page.getByRole('cell', { name: 'Parks and Trails Fund' })).toBeVisible();
  await page.goto('/configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
  await expectAccessible(page);
}

/** Each remote's folder on the portal's origin, whichever host serves it (the Node host or the edge). */
const FOLDERS = Object.entries(REMOTE_BASES).map(([name, base]) => [name, new URL(base).pathname] as const);

/** The path of every request the page makes (all of them on the portal's one origin). */
function watchPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('the current shell with the previous version of every remote @edge', { tag: '@alone' }, async ({ page }) => {
  await useRemoteVersions(page, previous);
  const paths = watchPaths(page);
  await visitEveryArea(page);
  for (const [name, folder] of FOLDERS) expect(paths).toContain(`${folder}/${previous[name]}/remoteEntry.js`);
});

test('the previous shell with the current version of every remote @edge', { tag: '@alone' }, async ({ page }) => {
  const paths = watchPaths(page);
  await withShellLive(previous.shell!, () => visitEveryArea(page));
  expect(paths.some((url) => url.startsWith(`/shell/${previous.shell}/`))).toBe(true);
  for (const [name, folder] of FOLDERS) expect(paths).toContain(`${folder}/${current[name]}/remoteEntry.js`);
});
