#!/usr/bin/env node
// Publishes builds to the static host and says which version of each app is live.
//
//   node scripts/deploy.mjs                      publish every app's dist/ and make it live
//   node scripts/deploy.mjs <app>…               publish these apps only; nothing else changes
//   node scripts/deploy.mjs <app> --version <v>  make an already published version live
//   node scripts/deploy.mjs rollback <app>       make the version live before the current one
//   node scripts/deploy.mjs --list               published versions, live ones marked
//
// The host (DEPLOY_DIR, default deploy/) holds <app>/<version>/… (never overwritten once
// published), latest.json (served as /builds/latest.json: the live version of every app) and
// config.json (the shell's live config: each remote's versioned entry script and its integrity)
// and index.html (the page for every path, its first screen drawn from that config).
// Going live or rolling back rewrites only those three small files. DEPLOY_CONFIG names the config
// to start from (production's origins). The config written lets a browser tab load a remote from
// elsewhere (allowRemoteOverrides) only when the deploy is asked to: DEPLOY_REMOTE_OVERRIDES=allow,
// for a developer's portal; DEPLOY_ENV=production refuses that, and a config that asks for it.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { APPS, REMOTES, SHELL } from './apps.mjs';
import { renderFirstScreen } from './first-screen.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEPLOY_DIR = path.resolve(process.env.DEPLOY_DIR || path.join(root, 'deploy'));

export function findApp(name) {
  const app = APPS.find((candidate) => candidate.dir === name || candidate.name === name);
  if (!app) throw new Error(`No app "${name}"; the apps are ${APPS.map((candidate) => candidate.dir).join(', ')}.`);
  return app;
}

async function exists(file) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

export async function readJson(file, fallback) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (fallback !== undefined && error.code === 'ENOENT') return fallback;
    throw error;
  }
}

/** Writes a whole file or nothing: a server reading it never sees half of it. */
async function writeWhole(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

const writeJson = (file, value) => writeWhole(file, JSON.stringify(value, null, 2) + '\n');

/** Copies an app's build to <app>/<version>/, its text files compressed beside them, unless that version is there already. */
export async function publish(app, { host = DEPLOY_DIR, from = path.join(root, app.dir, 'dist') } = {}) {
  const { version, built_at } = await readJson(path.join(from, 'version.json'));
  const target = path.join(host, app.dir, version);
  if (await exists(target)) return { version, built_at, published: false };
  const temporary = `${target}.${process.pid}.tmp`;
  await rm(temporary, { recursive: true, force: true });
  await cp(from, temporary, { recursive: true });
  await precompress(temporary);
  await rename(temporary, target);
  return { version, built_at, published: true };
}

export async function publishedVersions(app, host = DEPLOY_DIR) {
  const entries = await readdir(path.join(host, app.dir), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory() && !entry.name.endsWith('.tmp')).map((entry) => entry.name);
}

/** Whether this deploy is asked to keep the config's remote overrides: DEPLOY_REMOTE_OVERRIDES=allow, or unset. */
export function remoteOverridesAsked(value = process.env.DEPLOY_REMOTE_OVERRIDES) {
  if (!value) return false;
  if (value === 'allow') return true;
  throw new Error(`DEPLOY_REMOTE_OVERRIDES is "allow" or unset, not "${value}".`);
}

/**
 * Makes published versions live: latest.json first, then the shell's config that follows from it
 * (with the template's remote overrides only when `remoteOverrides`).
 */
export async function goLive(changes, host = DEPLOY_DIR, { remoteOverrides = remoteOverridesAsked() } = {}) {
  const latest = await readJson(path.join(host, 'latest.json'), { apps: {} });
  for (const { app, version } of changes) {
    const dir = path.join(host, app.dir, version);
    if (!(await exists(dir))) throw new Error(`${app.dir} ${version} is not published.`);
    const { built_at } = await readJson(path.join(dir, 'version.json'));
    const current = latest.apps[app.name];
    if (current?.version === version) continue;
    latest.apps[app.name] = { version, built_at, ...(current ? { previous: current.version } : {}) };
  }
  latest.generated_at = new Date().toISOString();
  const config = await liveConfig(latest, host, remoteOverrides);
  await writeJson(path.join(host, 'latest.json'), latest);
  await writeJson(path.join(host, 'config.json'), config);
  await writeWhole(path.join(host, 'index.html'), await livePage(latest, config, host));
  return latest;
}

/**
 * The page for every path: the live shell's index.html with the first screen that follows from the
 * live config (scripts/first-screen.mjs), so a remote's deploy refreshes its header entries there.
 */
async function livePage(latest, config, host) {
  const dir = path.join(host, SHELL.dir, latest.apps[SHELL.name].version);
  // A shell built before it wrote its header entries has only the remotes' in the first screen.
  const shellNavigation = await readJson(path.join(dir, 'navigation.json'), []);
  return renderFirstScreen(await readFile(path.join(dir, 'index.html'), 'utf8'), config, shellNavigation);
}

/**
 * The live shell's config.json (or DEPLOY_CONFIG, naming production's origins) with each remote
 * pointing at its live version's entry script, with that script's sha384. The entry, not the
 * manifest: the browser checks the entry against the hash, and the entry's own loader checks every
 * chunk it loads, so no script of a remote runs unchecked.
 */
async function liveConfig(latest, host, remoteOverrides) {
  const shell = latest.apps[SHELL.name];
  if (!shell) throw new Error('No shell version is live yet: deploy the shell first.');
  const { allowRemoteOverrides, ...template } = await readJson(
    process.env.DEPLOY_CONFIG || path.join(host, SHELL.dir, shell.version, 'config.json'),
  );
  if (process.env.DEPLOY_ENV === 'production' && (allowRemoteOverrides || remoteOverrides)) {
    throw new Error('A production config may not allow remote overrides: remove allowRemoteOverrides and DEPLOY_REMOTE_OVERRIDES.');
  }
  const remotes = [];
  for (const remote of template.remotes) {
    const app = REMOTES.find((candidate) => candidate.name === remote.name);
    const live = latest.apps[remote.name];
    if (!app || !live) throw new Error(`No version of the ${remote.name} remote is live yet: deploy it first.`);
    remotes.push({ ...remote, ...(await publishedEntry(app, live.version, remote.entry, host)), version: live.version });
  }
  // The shell's built-in config allows them for `pnpm dev`; a deployed portal has none unless asked.
  return { ...template, remotes, ...(remoteOverrides && allowRemoteOverrides ? { allowRemoteOverrides } : {}) };
}

/**
 * A published remote version as the config names it, its URLs on the remote's origin (`base`, a URL
 * there): its entry script and that script's sha384, for each exposed module (`routes`,
 * `widgets`) the scripts it loads after the entry, its header entries (navigation.json) and the
 * API reads its pages start with (first-reads.json).
 */
export async function publishedEntry(app, version, base, host = DEPLOY_DIR) {
  const manifest = await readJson(path.join(host, app.dir, version, 'mf-manifest.json'));
  const { remoteEntry } = manifest.metaData;
  const at = (file) => new URL(path.posix.join(version, file), base).href;
  const entry = path.posix.join(remoteEntry.path, remoteEntry.name);
  const integrity = `sha384-${createHash('sha384')
    .update(await readFile(path.join(host, app.dir, version, entry)))
    .digest('base64')}`;
  const exposedScripts = Object.fromEntries(manifest.exposes.map((exposed) => [exposed.name, exposed.assets.js.sync.map(at)]));
  // Its header entries and first reads, as its build wrote them beside the manifest; a build from
  // before had none.
  const navigation = await readJson(path.join(host, app.dir, version, 'navigation.json'), []);
  const firstReads = await readJson(path.join(host, app.dir, version, 'first-reads.json'), {});
  return { entry: at(entry), integrity, exposedScripts, navigation, firstReads };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { version: { type: 'string' }, list: { type: 'boolean', default: false } },
  });
  await mkdir(DEPLOY_DIR, { recursive: true });
  if (values.list) {
    const { apps } = await readJson(path.join(DEPLOY_DIR, 'latest.json'), { apps: {} });
    for (const app of APPS) {
      const versions = await publishedVersions(app);
      console.log(
        `${app.dir}: ${versions.map((version) => (apps[app.name]?.version === version ? `${version} (live)` : version)).join(', ') || 'none'}`,
      );
    }
    return;
  }
  if (positionals[0] === 'rollback') {
    const app = findApp(positionals[1] ?? '');
    const { apps } = await readJson(path.join(DEPLOY_DIR, 'latest.json'), { apps: {} });
    const previous = apps[app.name]?.previous;
    if (!previous) throw new Error(`${app.dir} has no earlier live version to go back to.`);
    await goLive([{ app, version: previous }]);
    console.log(`${app.dir}: ${previous} is live again.`);
    return;
  }
  const apps = positionals.length ? positionals.map(findApp) : APPS;
  if (values.version) {
    if (apps.length !== 1) throw new Error('--version names the version of one app.');
    await goLive([{ app: apps[0], version: values.version }]);
    console.log(`${apps[0].dir}: ${values.version} is live.`);
    return;
  }
  const changes = [];
  for (const app of apps) {
    const { version, published } = await publish(app);
    changes.push({ app, version });
    console.log(`${app.dir} ${version}: ${published ? 'published' : 'already published'}`);
  }
  const latest = await goLive(changes);
  console.log(
    `Live: ${Object.entries(latest.apps)
      .map(([name, { version }]) => `${name} ${version}`)
      .join(', ')}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
