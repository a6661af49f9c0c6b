// The static host as the deploy leaves it (scripts/deploy.mjs), for tests that publish versions.
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEPLOY_DIR, findApp, publish, publishedEntry } from '../../scripts/deploy.mjs';
import { REMOTE_ORIGINS } from './support';

type RemoteName = keyof typeof REMOTE_ORIGINS;
type Entry = { entry: string; integrity: string };

async function readJson(file: string) {
  return JSON.parse(await readFile(file, 'utf8'));
}

export async function liveVersion(name: string): Promise<string> {
  return (await readJson(path.join(DEPLOY_DIR, 'latest.json'))).apps[name].version;
}

/**
 * Publishes, without making it live, another build of a remote: its live version with the entry
 * script changed by `edit`, under the version `<live>-<suffix>`, hashed by the deploy like any build.
 */
export async function publishVariant(name: RemoteName, suffix: string, edit: (entry: string) => string): Promise<Entry> {
  const app = findApp(name);
  const live = await liveVersion(name);
  const version = `${live}-${suffix}`;
  const from = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  await cp(path.join(DEPLOY_DIR, app.dir, live), from, { recursive: true });
  const entryFile = path.join(from, 'remoteEntry.js');
  await writeFile(entryFile, edit(await readFile(entryFile, 'utf8')));
  await writeFile(path.join(from, 'version.json'), JSON.stringify({ ...(await readJson(path.join(from, 'version.json'))), version }));
  await publish(app, { from });
  const { entry, integrity } = await publishedEntry(app, version);
  return { entry: `${REMOTE_ORIGINS[name]}/${entry}`, integrity };
}

/** The page's config.json names this entry for the remote, as a deploy making it live would. */
export async function pointRemoteAt(page: Page, name: RemoteName, { entry, integrity }: Entry) {
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    config.remotes = config.remotes.map((remote: { name: string }) => (remote.name === name ? { ...remote, entry, integrity } : remote));
    await route.fulfill({ json: config });
  });
}
