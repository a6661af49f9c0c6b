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
// published), which the portal's origin serves as /shell/<version>/… and /apps/<app>/<version>/….
// Going live or rolling back rewrites only what says what is live: latest.json (served as
// /builds/latest.json), config.json (composed from the live versions' own declarations: each
// remote's entry script with its integrity, the prefixes it owns, its header entries, first reads
// and name), index.html (the page for every path, its first screen drawn from that config), the
// `live` link to the live shell's folder, and edge/ (the headers of every answer, as JSON and as
// nginx includes). A composition the shell could not run is refused before anything is written.
// DEPLOY_CONFIG names the config to start from (production's settings, and any remote served from
// another origin). The config written lets a browser tab load a remote from elsewhere
// (allowRemoteOverrides) only when the deploy is asked to: DEPLOY_REMOTE_OVERRIDES=allow, for a
// developer's portal; DEPLOY_ENV=production refuses that, and a config that asks for it, and any
// remote entry that is not on the portal's origin or on https: at a name other than loopback's.
// DEPLOY_RELOAD is a command run once the files are written (the edge's reload).
import { exec } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';

import { APPS, REMOTES, SHELL } from '../tools/apps.mjs';
import { composeConfig } from './compose-config.mjs';
import { edgeHeaders, HEADER_KINDS, nginxInclude } from './edge-headers.mjs';
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
  await readableByAll(temporary);
  await precompress(temporary);
  await rename(temporary, target);
  return { version, built_at, published: true };
}

/**
 * A version is served by whichever user the web server runs as: its folders and files are readable
 * by all, whatever the build's folder allowed (a copy keeps the source's modes).
 */
async function readableByAll(dir) {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
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

/** Whether a URL's host is this machine's loopback (or the unspecified address, which reaches it): every visitor's own machine. */
function onLoopback(hostname) {
  const host = hostname.replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '0.0.0.0' || /^127\.\d+\.\d+\.\d+$/.test(host)) return true;
  // IPv6, as URL writes it: ::1, ::, and IPv4-mapped loopback (::ffff:7f00:1) or unspecified (::ffff:0:0).
  return /^\[(::1?|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}|::ffff:0:0)\]$/.test(host);
}

/**
 * Why production may not load a remote's entry from `entry`, or null: a path on the portal's origin
 * is served as the portal is; another origin must be https:, at a name that is not loopback's (a
 * visitor's browser would load the script in the clear, or from their own machine).
 */
export function productionEntryProblem(name, entry) {
  if (entry.startsWith('/') && !entry.startsWith('//')) return null;
  let url;
  try {
    url = new URL(entry);
  } catch {
    return `${name}: its entry "${entry}" is neither a path on the portal's origin nor a URL.`;
  }
  const rule =
    "In production a remote is served from the portal's origin (/apps/…) or over https: from a name other than this machine's (DEPLOY_CONFIG's remotes).";
  if (url.protocol !== 'https:') return `${name}: its entry "${entry}" is served over ${url.protocol}, not https:. ${rule}`;
  if (onLoopback(url.hostname))
    return `${name}: its entry "${entry}" is on loopback (${url.hostname}), each visitor's own machine. ${rule}`;
  return null;
}

/**
 * Makes published versions live: computes everything that follows from them (the config, refused
 * whole if anything in it is wrong; the page; the headers), then writes latest.json, config.json,
 * the headers, the page and the live link.
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
  const page = await livePage(latest, config, host);
  const headers = edgeHeaders(config, page);
  await writeJson(path.join(host, 'latest.json'), latest);
  await writeJson(path.join(host, 'config.json'), config);
  await mkdir(path.join(host, 'edge'), { recursive: true });
  await writeJson(path.join(host, 'edge', 'headers.json'), headers);
  for (const kind of HEADER_KINDS) await writeWhole(path.join(host, 'edge', `${kind}-headers.conf`), nginxInclude(headers[kind]));
  await writeWhole(path.join(host, 'index.html'), page);
  await linkWhole(path.join(host, 'live'), path.join(SHELL.dir, latest.apps[SHELL.name].version));
  if (process.env.DEPLOY_RELOAD) await promisify(exec)(process.env.DEPLOY_RELOAD);
  return latest;
}

/** Points a link at `target` in one step: a server following it sees the old folder or the new one. */
async function linkWhole(link, target) {
  const temporary = `${link}.${process.pid}.tmp`;
  await rm(temporary, { force: true });
  await symlink(target, temporary, 'dir');
  await rename(temporary, link);
}

/**
 * The page for every path: the live shell's index.html with the first screen that follows from the
 * live config (scripts/first-screen.mjs), so a remote's deploy refreshes its header entries there.
 */
async function livePage(latest, config, host) {
  const dir = path.join(host, SHELL.dir, latest.apps[SHELL.name].version);
  return renderFirstScreen(await readFile(path.join(dir, 'index.html'), 'utf8'), config, dir);
}

/**
 * The live config: the settings of DEPLOY_CONFIG (production's) or of the live shell's built-in
 * config.json, and every remote's live version as it declares itself (publishedEntry), checked
 * against the others and the live shell (scripts/compose-config.mjs).
 */
async function liveConfig(latest, host, remoteOverrides) {
  const shell = latest.apps[SHELL.name];
  if (!shell) throw new Error('No shell version is live yet: deploy the shell first.');
  const shellDir = path.join(host, SHELL.dir, shell.version);
  // The shell's built-in config names its development servers; only a production config names
  // where remotes are served when not on the portal's origin.
  const production = process.env.DEPLOY_CONFIG ? await readJson(process.env.DEPLOY_CONFIG) : undefined;
  const { allowRemoteOverrides, remotes: elsewhere = [], ...settings } = production ?? (await readJson(path.join(shellDir, 'config.json')));
  if (process.env.DEPLOY_ENV === 'production' && (allowRemoteOverrides || remoteOverrides)) {
    throw new Error('A production config may not allow remote overrides: remove allowRemoteOverrides and DEPLOY_REMOTE_OVERRIDES.');
  }
  const remotes = [];
  // A remote never deployed is not part of the portal yet: its first deploy adds it.
  for (const app of REMOTES.filter((candidate) => latest.apps[candidate.name])) {
    const live = latest.apps[app.name];
    const base = production ? elsewhere.find((remote) => remote.name === app.name)?.entry : undefined;
    remotes.push({ app, version: live.version, ...(await publishedEntry(app, live.version, base, host)) });
  }
  if (process.env.DEPLOY_ENV === 'production') {
    const problems = remotes.map(({ app, entry }) => productionEntryProblem(app.dir, entry)).filter(Boolean);
    if (problems.length) throw new Error(problems.join('\n'));
  }
  const shellManifest = await declaration(shellDir, 'mf-manifest.json');
  return composeConfig({
    settings: { ...settings, ...(remoteOverrides && allowRemoteOverrides ? { allowRemoteOverrides } : {}) },
    remotes,
    shellShared: shellManifest.shared,
    shellRuntime: (await declaration(shellDir, 'version.json')).federation_runtime,
    shellPrefixes: await declaration(shellDir, 'prefixes.json'),
  });
}

/**
 * A file an app's build writes beside its scripts (its manifest, version and declarations): one
 * missing is a build older than the portal accepts (decision 027), refused with the file named.
 */
async function declaration(dir, file) {
  try {
    return JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    throw new Error(
      `${path.relative(path.dirname(path.dirname(dir)), dir)} has no ${file}: it was built before the portal accepts (decision 027); build it again.`,
      { cause: error },
    );
  }
}

/** Where a remote's versions are served by default: on the portal's origin, by path. */
export const remoteBase = (app) => `/apps/${app.dir}/`;

/**
 * A published remote version as it declares itself, its URLs under `base` (a path on the portal's
 * origin, by default its /apps/<app>/ folder, or a URL on another origin): its entry script and
 * that script's sha384, for each exposed module (`routes`, `widgets`) the scripts it loads after
 * the entry, the path prefixes it owns (prefixes.json), its header entries (navigation.json), the
 * API reads its pages start with (first-reads.json), its name in each language (names.json), the
 * shared packages it needs (its manifest) and the federation runtime it runs on (version.json).
 */
export async function publishedEntry(app, version, base = remoteBase(app), host = DEPLOY_DIR) {
  const dir = path.join(host, app.dir, version);
  const manifest = await declaration(dir, 'mf-manifest.json');
  const { remoteEntry } = manifest.metaData;
  const at = (file) =>
    /^https?:\/\//.test(base) ? new URL(path.posix.join(version, file), base).href : path.posix.join(base, version, file);
  const entry = path.posix.join(remoteEntry.path, remoteEntry.name);
  const integrity = `sha384-${createHash('sha384')
    .update(await readFile(path.join(dir, entry)))
    .digest('base64')}`;
  const exposedScripts = Object.fromEntries(manifest.exposes.map((exposed) => [exposed.name, exposed.assets.js.sync.map(at)]));
  return {
    entry: at(entry),
    integrity,
    exposedScripts,
    widgets: manifest.exposes.some((exposed) => exposed.name === 'widgets'),
    // Its declarations, as its build wrote them beside the manifest.
    prefixes: await declaration(dir, 'prefixes.json'),
    navigation: await declaration(dir, 'navigation.json'),
    firstReads: await declaration(dir, 'first-reads.json'),
    languages: await declaration(dir, 'languages.json'),
    // A build from before names.json has none, and pages name it by its federation name: read so
    // until every live remote is rebuilt with names.
    names: await readJson(path.join(dir, 'names.json'), {}),
    shared: manifest.shared,
    runtime: (await declaration(dir, 'version.json')).federation_runtime,
  };
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
