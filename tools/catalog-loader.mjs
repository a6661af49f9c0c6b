// An app's message catalog (src/locales/<language>.json, the kit's shared/src/locales), checked and
// compiled for the browser (decision 022): every key of English is in every language and no other,
// every message is ICU MessageFormat that parses, and a translation names the same variables as its
// English. Any of these fails the app's build, naming the file and the key. `?pseudo` on English
// gives the pseudo-locale: every letter accented and each text padded by a third, so that a word
// on a page that bypasses the catalogs stands out, and a layout that cannot take longer words shows.
// `?first` and `?pages` give a part of the catalog (decision 025): the words the app draws before
// any page of its own (its `firstWords` in its package.json: the frame, home's widgets, titles),
// which load with its first code, and the rest, which load with its first page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { URLSearchParams } from 'node:url';

import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** The pseudo-locale's code (shared/src/i18n/language.ts names it too). */
export const PSEUDO_LANGUAGE = 'en-XA';

const ACCENTED = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i],
  ]),
);

/** "Log in" → "Ĺóĝ íñ ~~": letters accented, a third longer. */
export function pseudoText(text) {
  if (!/[A-Za-z]/.test(text)) return text;
  const accented = text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter]);
  return `${accented}${'~'.repeat(Math.ceil(text.trim().length / 3))}`;
}

/** The variables a compiled message names ({count}, {name}), its choices' included. */
function variables(compiled, names = new Set()) {
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    names.add(name);
    if (format && typeof format === 'object')
      for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) variables(choice, names);
  }
  return names;
}

/** What the kit's interpreter says (shared/src/i18n/interpret.ts); dates and times come in as values. */
const SAID = new Set([undefined, 'plural', 'selectordinal', 'select', 'number']);

/** The first placeholder type in a compiled message that the interpreter does not say. */
function unsaid(compiled) {
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [, type, format] = token;
    if (!SAID.has(type)) return type;
    if (format && typeof format === 'object')
      for (const [key, choice] of Object.entries(format))
        if (key !== 'offset' && Array.isArray(choice) && unsaid(choice)) return unsaid(choice);
  }
  return undefined;
}

const readCatalog = (file) => {
  const catalog = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) throw new Error(`${file} is not an object of messages.`);
  return catalog;
};

/** The package.json of the app whose catalog `file` is. */
function manifestOf(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir))
    if (existsSync(path.join(dir, 'package.json'))) return path.join(dir, 'package.json');
  throw new Error(`${file} has no package.json above it.`);
}

/** The key prefixes an app's package.json lists as `firstWords`. */
export function firstWords(file) {
  const manifest = manifestOf(file);
  const words = JSON.parse(readFileSync(manifest, 'utf8')).firstWords;
  if (!Array.isArray(words)) throw new Error(`${manifest} lists no "firstWords" (the key prefixes drawn before any page).`);
  return words;
}

/** Whether `key` is one of the first words: a listed prefix, whole ("title") or to a dot ("search.header"). */
export const isFirstWord = (key, words) => words.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));

/**
 * The compiled messages of `file` (a catalog of `locales/`), checked against English beside it:
 * all of them, or one `part` of them, the `first` words or those of the `pages`.
 * @param {{ file: string, pseudo?: boolean, part?: 'first' | 'pages' }} options
 */
export function compileCatalog({ file, pseudo = false, part }) {
  const name = `${path.basename(path.dirname(path.dirname(file)))}/locales/${path.basename(file)}`;
  const english = readCatalog(path.join(path.dirname(file), 'en.json'));
  const catalog = pseudo ? english : readCatalog(file);
  const compiled = {};
  for (const key of Object.keys(english)) {
    if (typeof catalog[key] !== 'string' || !catalog[key].trim()) throw new Error(`${name} has no message "${key}" (English has it).`);
  }
  for (const [key, message] of Object.entries(catalog)) {
    if (!(key in english)) throw new Error(`${name} has "${key}", which English does not: remove it, or add it to en.json.`);
    try {
      compiled[key] = compileMessageOrThrow(message, pseudo ? pseudoText : undefined);
    } catch (error) {
      throw new Error(`${name}: "${key}" is not ICU MessageFormat: ${error.message}`, { cause: error });
    }
    const type = unsaid(compiled[key]);
    if (type) throw new Error(`${name}: "${key}" has a {…, ${type}} placeholder: give the value as the kit's formatters write it.`);
    const expected = [...variables(compileMessageOrThrow(english[key]))].sort().join(', ');
    const named = [...variables(compiled[key])].sort().join(', ');
    if (named !== expected) throw new Error(`${name}: "${key}" names {${named}}, English names {${expected}}.`);
  }
  if (!part) return compiled;
  const words = firstWords(file);
  return Object.fromEntries(Object.entries(compiled).filter(([key]) => isFirstWord(key, words) === (part === 'first')));
}

/** What a catalog's query asks for: `?first`, `?pages`, `?pseudo`, or together (`?pseudo&first`). */
function compileAsked(file, query) {
  const asked = new URLSearchParams(query);
  const part = asked.has('first') ? 'first' : asked.has('pages') ? 'pages' : undefined;
  return compileCatalog({ file, pseudo: asked.has('pseudo'), part });
}

/** The same for the components' tests: a Vite plugin that compiles a catalog imported with a query. */
export function catalogPlugin() {
  return {
    name: 'portal-catalogs',
    enforce: 'pre',
    load(id) {
      const [file, query = ''] = id.split('?');
      if (!/[\\/]locales[\\/][^\\/]+\.json$/.test(file) || !query) return null;
      return `export default ${JSON.stringify(compileAsked(file, query))};`;
    },
  };
}

/** The rspack loader: a catalog module whose default export is the compiled messages. */
export default function catalogLoader() {
  const file = this.resourcePath;
  this.addDependency(path.join(path.dirname(file), 'en.json'));
  this.addDependency(manifestOf(file));
  const compiled = compileAsked(file, this.resourceQuery.slice(1));
  return `export default ${JSON.stringify(compiled)};`;
}
