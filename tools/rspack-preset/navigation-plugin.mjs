// Writes dist/navigation.json beside mf-manifest.json: the header entries an app declares as plain
// data in its navigation.json (src/navigation.json; the shell's src/context/navigation.json), each
// with the access of the route it leads to. The deploy publishes them in config.json with the
// remote's entry, so the shell draws the menu without loading any remote's code. Beside it,
// dist/first-reads.json: the API reads a page of the portal starts with for this app (its
// `firstReads`, by page path, each as the app's API client asks for it), which the deploy puts in
// the page for its inline script to start before any script has loaded (scripts/first-screen.mjs).
// And dist/prefixes.json: the top-level paths its routes live under ("/news", "/polls"), which the
// deploy gives a remote in config.json (a remote that adds an area publishes it with its own
// build, and the shell needs no change) and keeps every remote off the shell's. The app's routes
// module reads the same file, and checks it against its routes (navigationFrom): one source.
// A remote also writes dist/names.json: its name (its catalogs' `area.name`) in every language it
// speaks, which the deploy publishes with its entry for pages that list the portal's apps.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { rspack } from '@rspack/core';
import { tsImport } from 'tsx/esm/api';

import { PSEUDO_LANGUAGE, pseudoText } from '../catalog-loader.mjs';

/** The access kinds, from the portal's access module. */
const { ROUTE_ACCESS } = await tsImport('@portal/shared/access', import.meta.url);
const ACCESS = new Set(ROUTE_ACCESS);

/** A mistake in an app's declarations fails its build, naming the entry. */
export function checkNavigation(entries, source) {
  if (!Array.isArray(entries)) throw new Error(`${source} declares no \`navigation\` list.`);
  for (const entry of entries) {
    const name = JSON.stringify(entry?.label ?? entry);
    if (typeof entry?.path !== 'string' || !/^\/[A-Za-z0-9/_-]*$/.test(entry.path))
      throw new Error(`${source}: the entry ${name} has no path without parameters.`);
    if (typeof entry.label !== 'string' || !entry.label.trim())
      throw new Error(`${source}: an entry leading to ${entry.path} has no label.`);
    if (typeof entry.section !== 'string' || !/^[a-z][a-z-]{0,39}$/.test(entry.section))
      throw new Error(`${source}: the entry ${name} has no section.`);
    if (!Number.isInteger(entry.order)) throw new Error(`${source}: the entry ${name} has no whole-number order.`);
    if (!ACCESS.has(entry.access)) throw new Error(`${source}: the entry ${name} has no access.`);
  }
  return entries.map(({ path: to, label, section, order, access }) => ({ path: to, label, section, order, access }));
}

const PAGE_PATH = /^\/[A-Za-z0-9/_-]*$/;
/** An API path relative to the API's base, with its query as the API client writes it. */
const API_READ = /^\/[A-Za-z0-9/_.~-]*(\?[A-Za-z0-9_.~%=&-]+)?$/;
const MOST_READS = 4;

/** A mistake in an app's first reads fails its build too; none declared is none. */
export function checkFirstReads(reads, source) {
  if (reads === undefined) return {};
  if (typeof reads !== 'object' || reads === null || Array.isArray(reads))
    throw new Error(`${source}: \`firstReads\` is not an object of page paths.`);
  for (const [page, urls] of Object.entries(reads)) {
    if (!PAGE_PATH.test(page)) throw new Error(`${source}: the first reads of ${JSON.stringify(page)} are not for a page path.`);
    if (!Array.isArray(urls) || urls.some((url) => typeof url !== 'string' || !API_READ.test(url)))
      throw new Error(`${source}: the first reads of ${page} are not API paths like "/polls/?page=1".`);
    if (urls.length > MOST_READS) throw new Error(`${source}: ${page} starts more than ${MOST_READS} reads of this app.`);
  }
  return Object.fromEntries(Object.entries(reads).map(([page, urls]) => [page, [...urls]]));
}

/** The top-level paths ("/news") an app declares its routes live under. */
export function checkPrefixes(prefixes, source) {
  if (!Array.isArray(prefixes) || prefixes.length === 0) throw new Error(`${source} declares no \`prefixes\` list.`);
  const wrong = prefixes.findIndex((prefix) => typeof prefix !== 'string' || !/^\/[A-Za-z0-9_-]+$/.test(prefix));
  if (wrong >= 0)
    throw new Error(`${source}: the prefix ${JSON.stringify(prefixes[wrong]) ?? 'undefined'} is not a path of its own, like "/news".`);
  return [...prefixes];
}

/** An entry leads to a page of the remote itself: under one of its own prefixes. */
export const underPrefixes = (to, prefixes) => prefixes.some((prefix) => to === prefix || to.startsWith(`${prefix}/`));

/** The catalogs in a folder of catalogs (`src/locales`), by language code. */
async function catalogsIn(dir) {
  const files = (await readdir(dir).catch(() => [])).filter((file) => /^[a-z]{2,3}(-[A-Z]{2})?\.json$/.test(file));
  return Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [file.slice(0, -'.json'.length), JSON.parse(await readFile(path.join(dir, file), 'utf8'))]),
    ),
  );
}

/**
 * The languages an app speaks (those its catalogs and the kit's both have), and each header entry
 * with its label in every one of them: an entry's `label` in navigation.json is a message of the
 * app's catalogs, published as its English words (`label`) and in each language (`labels`). A
 * remote (`named`) has its name in every one of them too (`names`), its catalogs' `area.name`.
 */
export async function withLanguages(dirname, navigation, source, { named = false } = {}) {
  const own = await catalogsIn(path.join(dirname, 'src/locales'));
  const kitDir = path.dirname(createRequire(path.join(dirname, 'package.json')).resolve('@portal/shared/package.json'));
  const kit = await catalogsIn(path.join(kitDir, 'src/locales'));
  if (!own.en) throw new Error(`${source}: the app has no English catalog (src/locales/en.json).`);
  const languages = Object.keys(own)
    .filter((code) => code in kit)
    .sort();
  /** A message in each language, and in the pseudo-locale made from its English; `what` names it when a catalog lacks it. */
  const inEach = (id, what) => {
    const words = Object.fromEntries(languages.map((code) => [code, own[code][id]]));
    const missing = languages.find((code) => typeof words[code] !== 'string');
    if (missing) throw new Error(`${source}: ${what} is not a message of src/locales/${missing}.json.`);
    return { ...words, [PSEUDO_LANGUAGE]: pseudoText(words.en) };
  };
  const entries = navigation.map((entry) => {
    const labels = inEach(entry.label, `the label "${entry.label}" of ${entry.path}`);
    return { ...entry, label: labels.en, labels };
  });
  // The pseudo-locale comes with English: every build speaks it (never offered unless a config lists it).
  return {
    navigation: entries,
    languages: [...languages, PSEUDO_LANGUAGE],
    ...(named ? { names: inEach('area.name', 'the app\'s name "area.name"') } : {}),
  };
}

/** Reads the app's declarations file as it is, and checks it: its header entries, its first reads and the prefixes it owns. */
export async function readDeclarations({ dirname, declarations, named = false }) {
  const source = path.relative(dirname, path.resolve(dirname, declarations));
  const declared = JSON.parse(await readFile(path.resolve(dirname, declarations), 'utf8'));
  const navigation = checkNavigation(declared.navigation, source);
  const prefixes = checkPrefixes(declared.prefixes, source);
  const outside = navigation.find((entry) => !underPrefixes(entry.path, prefixes));
  if (outside)
    throw new Error(`${source}: the entry "${outside.label}" leads to ${outside.path}, outside this app's ${prefixes.join(', ')}.`);
  return {
    ...(await withLanguages(dirname, navigation, source, { named })),
    firstReads: checkFirstReads(declared.firstReads, source),
    prefixes,
  };
}

/**
 * The files the plugin writes beside a build's scripts. They are no modules, so they would not change
 * the build's hash: the preset salts it with this list, so that a build declaring a new file (as
 * names.json was) is a new version, which the deploy then publishes, and not one "already published".
 */
export const DECLARED_FILES = ['navigation.json', 'first-reads.json', 'prefixes.json', 'languages.json', 'names.json'];

/** Each of those files' content, from the app's declarations (names.json for a remote only). */
const declaredFiles = ({ navigation, firstReads, prefixes, languages, names }) => ({
  'navigation.json': navigation,
  'first-reads.json': firstReads,
  'prefixes.json': prefixes,
  'languages.json': languages,
  'names.json': names,
});

export class NavigationPlugin {
  /** @param {{ dirname: string, declarations: string, named?: boolean }} options the app, its declarations file (JSON), and whether it publishes its name (a remote) */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    // In development the file is read once, when the dev server starts; a production build reads it every time.
    let once;
    compiler.hooks.thisCompilation.tap('NavigationPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'NavigationPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const read = compiler.watchMode ? (once ??= readDeclarations(this.options)) : readDeclarations(this.options);
          const declared = declaredFiles(await read);
          for (const file of DECLARED_FILES) {
            if (declared[file] !== undefined)
              compilation.emitAsset(file, new rspack.sources.RawSource(JSON.stringify(declared[file], null, 1)));
          }
        },
      );
    });
  }
}
