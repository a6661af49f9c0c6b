// What every app shares through the federation, and under which versions.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { parse } from 'yaml';

/** Shared as singletons in every app: one React, one router, one query cache, one bus, one session. */
const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@tanstack/react-query', 'react-hot-toast', 'mitt'];
const ROUTER_API = path.resolve(import.meta.dirname, '../router-api.mjs');
const ZOD_API = path.resolve(import.meta.dirname, '../zod-api.mjs');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const WORKSPACE = path.resolve(import.meta.dirname, '../../pnpm-workspace.yaml');

/**
 * The range an app's package.json asks of a dependency: as written, or for `catalog:` (or
 * `catalog:<name>`) the range the workspace's catalog gives it (pnpm-workspace.yaml).
 */
export function declaredRange(dirname, name) {
  const range = readJson(path.join(dirname, 'package.json')).dependencies[name];
  if (!range?.startsWith('catalog:')) return range;
  const catalog = range.slice('catalog:'.length) || 'default';
  const workspace = parse(readFileSync(WORKSPACE, 'utf8'));
  const entries = catalog === 'default' ? (workspace.catalog ?? workspace.catalogs?.default) : workspace.catalogs?.[catalog];
  if (!entries?.[name]) throw new Error(`${name} is not in the workspace's ${catalog} catalog (pnpm-workspace.yaml).`);
  return entries[name];
}

/** Where an app's dependency is installed, as the app (its folder) resolves it. */
export const packageDir = (dirname, name) =>
  path.dirname(createRequire(path.join(dirname, 'package.json')).resolve(`${name}/package.json`));

/** router-api.mjs's and zod-api.mjs's own imports of their packages, under names the federation does not share. */
export const listAliases = (dirname) => ({
  'react-router-implementation$': packageDir(dirname, 'react-router'),
  'zod-mini-implementation$': path.join(packageDir(dirname, 'zod'), 'mini'),
});

/** The version of a package as the app installs it, from the package.json above its entry (not every package exports that file). */
export function installedVersion(dirname, name) {
  let dir = path.dirname(createRequire(path.join(dirname, 'package.json')).resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && readJson(file).name === name) return readJson(file).version;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed for ${dirname}.`);
    dir = path.dirname(dir);
  }
}

/** The package a shared name comes from: react/jsx-runtime → react. */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Strict: a remote built against versions the shell does not provide (a newer, incompatible
 * build, say) fails to load, and its area says so, instead of running on the wrong contract.
 */
export function sharedConfig(dirname, dev, { host = false } = {}) {
  const singleton = { singleton: true, strictVersion: true };
  // Each under the version the app is built with, and needing that release line (^): a remote built
  // against a newer React or query client than the live shell provides is refused by the deploy
  // (scripts/deploy.mjs) and, should it be live anyway, by the federation.
  const versioned = (name) => {
    const version = installedVersion(dirname, packageOf(name));
    return { ...singleton, version, requiredVersion: `^${version}` };
  };
  const shared = Object.fromEntries(SINGLETONS.map((name) => [name, versioned(name)]));
  if (dev) shared['react/jsx-dev-runtime'] = versioned('react/jsx-dev-runtime');
  // react-router as the portal uses it: the names in router-api.mjs, not the whole package. Still
  // under its own name and version, so that builds from before this and after it share one router.
  const router = readJson(path.join(packageDir(dirname, 'react-router'), 'package.json')).version;
  shared['react-router'] = { ...singleton, import: ROUTER_API, version: router, requiredVersion: `~${router}` };
  // zod/mini as the portal's apps use it (zod-api.mjs), likewise under its own name and zod's version.
  const zod = readJson(path.join(packageDir(dirname, 'zod'), 'package.json')).version;
  shared['zod/mini'] = {
    ...singleton,
    import: ZOD_API,
    version: zod,
    requiredVersion: declaredRange(dirname, 'zod'),
  };
  // The contract between the apps, under its package's version, which changes with it (see
  // docs/deploying.md). A workspace dependency has requiredVersion "workspace:*", which is not semver.
  const contract = readJson(path.join(packageDir(dirname, '@portal/shared'), 'package.json')).version;
  shared['@portal/shared'] = { ...singleton, version: contract, requiredVersion: `^${contract}` };
  // A remote's build takes the kit from the shell alone (import: false): the shell shares it on every
  // page, so a copy of the remote's own could never load, yet its entry would carry the name and
  // integrity of each of that copy's chunks, the kit's catalogs among them. A remote run alone in
  // development (its standalone page, no shell) keeps its copy.
  if (!host && !dev) shared['@portal/shared'].import = false;
  return shared;
}
