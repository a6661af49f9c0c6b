// What each app's first load costs, read from its production build: the shell's start-up
// (index.html's scripts and styles, the bootstrap chunks and the shared libraries it provides),
// and for each remote its manifest, remoteEntry.js and the chunks its ./routes expose needs.
import { Buffer } from 'node:buffer';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { REMOTES, SHELL } from '../tools/apps.mjs';
import { compileCatalog } from '../tools/catalog-loader.mjs';
import { startupChunks } from '../tools/rspack-preset/build-stats-plugin.mjs';

/**
 * Each app's byte budgets (gzip bytes), as its package.json's `budgets` gives them, by folder: the
 * kit's (`shared`, its catalogs) and every app's of tools/apps.mjs. Its team keeps them with its code.
 */
export function budgetsOf(root) {
  const owners = ['shared', SHELL.dir, ...REMOTES.map((app) => app.dir)];
  return Object.fromEntries(owners.map((dir) => [dir, readJson(path.join(root, dir, 'package.json')).budgets ?? {}]));
}

/** Raw and gzip (level 9) size of a file's bytes. */
export function sizeOf(bytes) {
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The scripts and style sheets an index.html names, as paths in its dist folder: a URL under the
 * build's versioned public path (/shell/<version>/main.….js) names a file at the folder's top.
 */
export function pageAssets(html, inDist = () => true) {
  const sources = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="stylesheet"[^>]*\shref)="([^"]+)"/g)];
  return sources.map(([, url]) => {
    const file = url.replace(/^\//, '');
    return inDist(file) ? file : path.posix.basename(file);
  });
}

/** The page's own assets: its scripts and the style sheets it waits for before its first paint. */
const shellPageAssets = (dist) =>
  pageAssets(readFileSync(path.join(dist, 'index.html'), 'utf8'), (file) => existsSync(path.join(dist, file)));

/** The shell's start-up files: the page's assets, the bootstrap's chunks and the shared libraries'. */
export function shellFiles(dist) {
  return [...shellPageAssets(dist), ...startupChunks(readJson(path.join(dist, 'build-stats.json')))];
}

/** A remote's first visit: its manifest and entry (the federation overhead) and the sync chunks of an expose. */
export function remoteFiles(dist, expose = 'routes') {
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  const exposed = manifest.exposes.find((candidate) => candidate.name === expose);
  return {
    overhead: ['mf-manifest.json', path.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name)],
    own: exposed ? [...exposed.assets.js.sync, ...exposed.assets.css.sync] : [],
  };
}

function measure(dist, files) {
  const measured = [...new Set(files)].map((file) => ({ file, ...sizeOf(readFileSync(path.join(dist, file))) }));
  const total = (kind, key) => measured.filter((entry) => kind(entry.file)).reduce((sum, entry) => sum + entry[key], 0);
  const js = (file) => !file.endsWith('.css');
  return {
    files: measured,
    js: { raw: total(js, 'raw'), gzip: total(js, 'gzip') },
    css: { raw: total((file) => !js(file), 'raw'), gzip: total((file) => !js(file), 'gzip') },
  };
}

/** Every app's first load, keyed by app folder; a remote's also split into overhead and own code. */
export function firstLoads(root) {
  const result = {};
  const shellDist = path.join(root, SHELL.dir, 'dist');
  // Its style sheets that block the first paint apart: the page's links, not the bootstrap's.
  const blocking = shellPageAssets(shellDist).filter((file) => file.endsWith('.css'));
  result[SHELL.dir] = { ...measure(shellDist, shellFiles(shellDist)), blocking: measure(shellDist, blocking) };
  for (const remote of REMOTES) {
    const dist = path.join(root, remote.dir, 'dist');
    const { overhead, own } = remoteFiles(dist);
    result[remote.dir] = { ...measure(dist, [...overhead, ...own]), overhead: measure(dist, overhead), own: measure(dist, own) };
  }
  return result;
}

/**
 * Messages for every app whose first-load JavaScript or CSS (gzip bytes) exceeds its budget, and for
 * the shell whose render-blocking CSS exceeds `blockingCss`.
 */
export function overBudget(loads, budgets) {
  const messages = [];
  for (const [app, budget] of Object.entries(budgets)) {
    const load = loads[app];
    if (!load) {
      // The kit has catalogs (catalogsOverBudget) and no first load of its own: it is in the shell's.
      if (budget.js !== undefined || budget.css !== undefined) messages.push(`${app}: no build output to measure`);
      continue;
    }
    for (const kind of ['js', 'css']) {
      if (budget[kind] === undefined || load[kind].gzip <= budget[kind]) continue;
      const files = load.files
        .filter((entry) => (kind === 'css') === entry.file.endsWith('.css'))
        .map((entry) => `${entry.file} ${formatKB(entry.gzip)}`)
        .join(', ');
      messages.push(
        `${app}: first-load ${kind.toUpperCase()} is ${formatKB(load[kind].gzip)} gzip, over its budget of ${formatKB(budget[kind])} (${files})`,
      );
    }
    if (budget.blockingCss !== undefined && load.blocking && load.blocking.css.gzip > budget.blockingCss) {
      const files = load.blocking.files.map((entry) => `${entry.file} ${formatKB(entry.gzip)}`).join(', ');
      messages.push(
        `${app}: render-blocking CSS is ${formatKB(load.blocking.css.gzip)} gzip, over its budget of ${formatKB(budget.blockingCss)} (${files})`,
      );
    }
  }
  return messages;
}

export function formatKB(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Each app's catalogs as its build ships them (per language, two chunks compiled by
 * tools/catalog-loader.mjs: the first words and the pages', decision 025), gzip bytes by language
 * and part; the kit's under `shared`, which every app's page loads with the shell.
 */
export function catalogSizes(root) {
  const result = {};
  const gzipOf = (messages) => sizeOf(Buffer.from(`export default ${JSON.stringify(messages)};`)).gzip;
  for (const dir of ['shared', SHELL.dir, ...REMOTES.map((remote) => remote.dir)]) {
    const folder = path.join(root, dir, 'src/locales');
    if (!existsSync(folder)) continue;
    result[dir] = Object.fromEntries(
      readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .map((file) => {
          const at = path.join(folder, file);
          const part = (name) => gzipOf(compileCatalog({ file: at, part: name }));
          return [file.slice(0, -'.json'.length), { first: part('first'), pages: part('pages') }];
        }),
    );
  }
  return result;
}

/**
 * Messages for every app whose catalog in some language exceeds its budget (gzip bytes): `firstWords`
 * for the part every page loads with the app's first code, `catalog` for its pages'.
 */
export function catalogsOverBudget(sizes, budgets) {
  const messages = [];
  for (const [app, languages] of Object.entries(sizes)) {
    const budget = budgets[app];
    for (const [part, name, what] of [
      ['first', 'firstWords', 'first words'],
      ['pages', 'catalog', 'pages’ words'],
    ]) {
      if (budget?.[name] === undefined) {
        messages.push(`${app}: its ${what} have no budget (its package.json's budgets, "${name}")`);
        continue;
      }
      for (const [code, gzip] of Object.entries(languages))
        if (gzip[part] > budget[name])
          messages.push(`${app}: its ${what} in ${code} are ${formatKB(gzip[part])} gzip, over their budget of ${formatKB(budget[name])}`);
    }
  }
  return messages;
}
