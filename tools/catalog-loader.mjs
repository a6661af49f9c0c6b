// An app's message catalog (src/locales/<language>.json, the kit's shared/src/locales), checked and
// compiled for the browser (decision 022): every key of English is in every language and no other,
// every message is ICU MessageFormat that parses, and a translation names the same variables as its
// English. Any of these fails the app's build, naming the file and the key. `?pseudo` on English
// gives the pseudo-locale: every letter accented and each text padded by a third, so that a word
// on a page that bypasses the catalogs stands out, and a layout that cannot take longer words shows.
import { readFileSync } from 'node:fs';
import path from 'node:path';

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

const readCatalog = (file) => {
  const catalog = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) throw new Error(`${file} is not an object of messages.`);
  return catalog;
};

/**
 * The compiled messages of `file` (a catalog of `locales/`), checked against English beside it.
 * @param {{ file: string, pseudo?: boolean }} options
 */
export function compileCatalog({ file, pseudo = false }) {
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
    const expected = [...variables(compileMessageOrThrow(english[key]))].sort().join(', ');
    const named = [...variables(compiled[key])].sort().join(', ');
    if (named !== expected) throw new Error(`${name}: "${key}" names {${named}}, English names {${expected}}.`);
  }
  return compiled;
}

/** The rspack loader: a catalog module whose default export is the compiled messages. */
export default function catalogLoader() {
  const file = this.resourcePath;
  this.addDependency(path.join(path.dirname(file), 'en.json'));
  const compiled = compileCatalog({ file, pseudo: /[?&]pseudo\b/.test(this.resourceQuery) });
  return `export default ${JSON.stringify(compiled)};`;
}
