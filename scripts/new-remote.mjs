#!/usr/bin/env node
// `pnpm new-remote <area> [--title "Street fairs"] [--title-es "Ferias callejeras"] [--section information]`:
// a new domain area as a remote of its own (mfe-<area>), from tools/remote-template: its route and
// first page under /<area>, its header entry, a home widget, their tests, its catalogs in every
// language the portal speaks, and its starting byte budgets (its package.json's `budgets`, where a
// fresh area's first build fits); registered in the one list of apps (tools/apps.mjs).
// What comes next is in docs/development.md, "Adding a domain area".
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { format, resolveConfig } from 'prettier';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The words of a fresh area in each language the portal speaks; `{title}` is the area's title in that language. */
const WORDS = {
  en: {
    lead: '{title}: what the City offers, and how to take part.',
    link: 'Go to {title}',
  },
  es: {
    lead: '{title}: lo que ofrece la Ciudad y cómo participar.',
    link: 'Ir a {title}',
  },
};

/** What is wrong with the request, or nothing: checked before anything is written. */
async function problems(area, { title, titleEs, section }, root) {
  const { REMOTES, APPS } = await import(pathToFileURL(path.join(root, 'tools/apps.mjs')).href);
  const { NAV_SECTIONS } = await tsImport(path.join(root, 'shared/src/navigation/navigation.ts'), import.meta.url);
  const found = [];
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(area ?? '') || area.length > 30)
    found.push(`The area "${area ?? ''}" is not a short lowercase name like "events" or "street-fairs".`);
  else {
    if (existsSync(path.join(root, `mfe-${area}`))) found.push(`mfe-${area} already exists.`);
    if (REMOTES.some((app) => app.name === federationName(area))) found.push(`A remote named ${federationName(area)} is already listed.`);
    const taken = await takenPrefixes(APPS, root);
    if (taken.includes(`/${area}`)) found.push(`The path /${area} is already another app's.`);
  }
  const titleProblem = (value, option, example) =>
    !value?.trim()
      ? `The area needs ${option}, its title as residents will read it in the header (${example}).`
      : value.trim().length > 40 || /[{}<>]/.test(value)
        ? `${option} is at most 40 characters, without { } < or >.`
        : undefined;
  found.push(
    ...[titleProblem(title, '--title', '"Street fairs"'), titleProblem(titleEs, '--title-es', '"Ferias callejeras"')].filter(Boolean),
  );
  if (!NAV_SECTIONS.some((known) => known.id === section && known.id !== 'account'))
    found.push(
      `The section "${section}" is none of the header's: ${NAV_SECTIONS.filter((known) => known.id !== 'account')
        .map((known) => known.id)
        .join(', ')}.`,
    );
  return found;
}

const federationName = (area) => area.replaceAll('-', '_');

/** The path prefixes the listed apps declare (their navigation.json). */
async function takenPrefixes(apps, root) {
  const files = apps.map((app) => path.join(root, app.dir, app.dir === 'shell' ? 'src/context/navigation.json' : 'src/navigation.json'));
  const declared = await Promise.all(files.map(async (file) => JSON.parse(await readFile(file, 'utf8')).prefixes ?? []));
  return declared.flat();
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the new remote and registers it; returns its folder. */
export async function newRemote(area, { title, titleEs, section = 'information', root = ROOT } = {}) {
  const found = await problems(area, { title, titleEs, section }, root);
  if (found.length) throw new Error(found.join('\n'));
  const { REMOTES, APPS } = await import(pathToFileURL(path.join(root, 'tools/apps.mjs')).href);
  const dir = path.join(root, `mfe-${area}`);
  await cp(path.join(root, 'tools/remote-template'), dir, { recursive: true });
  for (const file of await filesUnder(dir)) {
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replaceAll('__AREA__', area).replaceAll('__NAME__', federationName(area)));
  }

  const titles = { en: title.trim(), es: titleEs.trim() };
  await mkdir(path.join(dir, 'src/locales'));
  for (const [code, words] of Object.entries(WORDS)) {
    const named = (message) => message.replace('{title}', titles[code]);
    const catalog = {
      'area.name': titles[code],
      'navigation.home': titles[code],
      'title.home': titles[code],
      'widget.title': titles[code],
      'widget.text': named(words.lead),
      'widget.link': named(words.link),
      'home.lead': named(words.lead),
    };
    await writeJson(path.join(dir, `src/locales/${code}.json`), catalog);
  }
  const navigation = {
    prefixes: [`/${area}`],
    navigation: [{ path: `/${area}`, label: 'navigation.home', section, order: 90, access: 'login' }],
    firstReads: {},
  };
  await writeJson(path.join(dir, 'src/navigation.json'), navigation);

  const port = Math.max(...APPS.map((app) => app.port)) + 1;
  const appsFile = path.join(root, 'tools/apps.mjs');
  const apps = await readFile(appsFile, 'utf8');
  const last = REMOTES.at(-1);
  const lastLine = `  { dir: '${last.dir}', name: '${last.name}', port: ${last.port} },\n`;
  if (!apps.includes(lastLine))
    throw new Error(`tools/apps.mjs no longer ends its REMOTES with ${last.dir} as written: add the line by hand.`);
  await writeFile(
    appsFile,
    apps.replace(lastLine, `${lastLine}  { dir: 'mfe-${area}', name: '${federationName(area)}', port: ${port} },\n`),
  );
  return dir;
}

/** JSON as the repository's formatter writes it. */
async function writeJson(file, value) {
  const options = await resolveConfig(file);
  await writeFile(file, await format(JSON.stringify(value), { ...options, filepath: file }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { title: { type: 'string' }, 'title-es': { type: 'string' }, section: { type: 'string', default: 'information' } },
  });
  try {
    const area = positionals[0];
    const dir = await newRemote(area, { title: values.title, titleEs: values['title-es'], section: values.section });
    console.log(`Created ${path.relative(ROOT, dir)}, listed in tools/apps.mjs.`);
    console.log(`Next: pnpm install, then pnpm --filter @portal/mfe-${area} test and build (docs/development.md, "Adding a domain area").`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
