// The static host as the deploy leaves it (scripts/deploy.mjs), for tests that publish versions.
import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { Page } from '@playwright/test';

import { DEPLOY_DIR, findApp, goLive, publish, publishedEntry, readJson } from '../../scripts/deploy.mjs';
import type { REMOTE_BASES } from './support';

type RemoteName = keyof typeof REMOTE_BASES;
type Entry = { entry: string; version: string; integrity: string; exposedScripts: Record<string, string[]> };

const root = path.resolve(DEPLOY_DIR, '..');
const run = promisify(execFile);

/** The live version of every app, as builds/latest.json names them. */
export async function liveVersions(): Promise<Record<string, string>> {
  const { apps } = await readJson(path.join(DEPLOY_DIR, 'latest.json'));
  return Object.fromEntries(Object.entries(apps as Record<string, { version: string }>).map(([name, app]) => [name, app.version]));
}

export async function liveVersion(name: string): Promise<string> {
  return (await liveVersions())[name]!;
}

/** A header entry as an app declares it in its `src/navigation.json`. */
type DeclaredEntry = { path: string; label: string; section: string; order: number; access: string };

/**
 * Adds a header entry to a copied app's `src/navigation.json`, as its team would, with the path
 * prefix it lives under when that is new to the app.
 */
export async function declareEntry(dir: string, entry: DeclaredEntry, prefix?: string): Promise<void> {
  const file = path.join(dir, 'src/navigation.json');
  const declared = JSON.parse(await readFile(file, 'utf8')) as { prefixes: string[]; navigation: DeclaredEntry[] };
  const prefixes = prefix ? [...declared.prefixes, prefix] : declared.prefixes;
  // Its label is a message of the app's catalogs, in every language the app speaks.
  const id = `navigation.${entry.path.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
  for (const code of ['en', 'es']) {
    const catalog = path.join(dir, 'src/locales', `${code}.json`);
    const messages = JSON.parse(await readFile(catalog, 'utf8')) as Record<string, string>;
    await writeFile(catalog, JSON.stringify({ ...messages, [id]: entry.label }, null, 2));
  }
  await writeFile(file, JSON.stringify({ ...declared, prefixes, navigation: [...declared.navigation, { ...entry, label: id }] }, null, 2));
}

/**
 * What a remote team's pipeline does: builds that one remote (into a folder of its own, so the
 * workspace's dist/ is left alone) as a new version, publishes it and makes it live.
 */
export async function buildAndDeploy(name: RemoteName, version: string, change?: (dir: string) => Promise<void>): Promise<void> {
  const app = findApp(name);
  const out = await mkdtemp(path.join(os.tmpdir(), `${name}-build-`));
  const dir = change ? await changedCopy(app.dir, change) : path.join(root, app.dir);
  await run('pnpm', ['exec', 'rspack', 'build', '--output-path', out], { cwd: dir, env: { ...process.env, APP_VERSION: version } });
  await publish(app, { from: out });
  await goLive([{ app, version }]);
}

/**
 * A remote's sources as its team changed them, outside the workspace (whose own sources stay as
 * they are): a copy of the app's folder, with its installed packages, and `change` applied to it.
 */
async function changedCopy(appDir: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${appDir}-src-`));
  for (const entry of ['src', 'package.json', 'rspack.config.mjs', 'module-federation.config.mjs', 'tsconfig.json']) {
    await cp(path.join(root, appDir, entry), path.join(dir, entry), { recursive: true });
  }
  await symlink(path.join(root, appDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await change(dir);
  return dir;
}

/** The deploy's own command line, as an operator would use it. */
export async function deployCommand(...args: string[]): Promise<string> {
  return (await run(process.execPath, [path.join(root, 'scripts/deploy.mjs'), ...args], { cwd: root })).stdout;
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
  return publishedRemote(name, version);
}

/**
 * What the shell's pipeline does, without the minutes of a build: publishes the live shell again
 * as the version `<live>-<suffix>` (its page loading its scripts from that version's folder, its
 * portal.css setting `--portal-shell` to that version) and makes it live. Gives both versions,
 * for the test to check and to go back.
 */
export async function deployShellVariant(suffix: string): Promise<{ previous: string; version: string }> {
  const app = findApp('shell');
  const previous = await liveVersion('shell');
  const version = `${previous}-${suffix}`;
  const from = await mkdtemp(path.join(os.tmpdir(), 'shell-'));
  await cp(path.join(DEPLOY_DIR, app.dir, previous), from, { recursive: true });
  const page = path.join(from, 'index.html');
  await writeFile(page, (await readFile(page, 'utf8')).replaceAll(`/shell/${previous}/`, `/shell/${version}/`));
  // Its styles say which version they are, as a changed style sheet would.
  await appendFile(path.join(from, 'portal.css'), `\n:root { --portal-shell: "${version}"; }\n`);
  await writeFile(path.join(from, 'version.json'), JSON.stringify({ ...(await readJson(path.join(from, 'version.json'))), version }));
  await publish(app, { from });
  await goLive([{ app, version }]);
  return { previous, version };
}

/**
 * A published version of a remote as the config names it: its entry's URL (a path on the portal's
 * origin, as the deploy writes it, so the same on every host that serves the portal), version and
 * integrity, and its exposed modules' scripts.
 */
export async function publishedRemote(name: RemoteName, version: string): Promise<Entry> {
  return { ...(await publishedEntry(findApp(name), version)), version };
}

/** The page's config.json names these versions of remotes, as a deploy making them live would. */
export async function pointRemotesAt(page: Page, entries: Partial<Record<RemoteName, Entry>>) {
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    config.remotes = config.remotes.map((remote: { name: RemoteName }) => ({ ...remote, ...entries[remote.name] }));
    await route.fulfill({ json: config });
  });
}
