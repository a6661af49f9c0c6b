// The API's words in the person's language: its own catalogs (src/locales/<language>.json, ICU
// MessageFormat with explicit ids, English the source) and the kit's (@portal/shared/locales), whose
// ids the shared contracts' messages may be. Each message is compiled on first use and said by the
// kit's interpreter, as the browser's are (decisions 022, 025). What a person typed or staff wrote never
// goes through a catalog: it is a value of a message, or `verbatim`.
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';

import { interpret, type Compiled } from '@portal/shared/interpret';
// The shared package exports its catalogs for the API (shared/package.json, `./locales/*`), which
// answers the contracts' messages in the kit's words.
import kitEn from '@portal/shared/locales/en.json';
import kitEs from '@portal/shared/locales/es.json';
import { usLocale } from '@portal/shared/writing';

import {
  apiError as anyApiError,
  msg as anyMsg,
  isMessage,
  sayEverywhereWith,
  type Message,
  type MessageValue,
  type MessageValues,
} from './lib/messages';
import en from './locales/en.json';
import es from './locales/es.json';

export { checkIn, isMessage, verbatim, type Message, type MessageValue, type MessageValues } from './lib/messages';

/** The language every catalog is written from, and the one spoken where no other is known. */
export const SOURCE_LANGUAGE = 'en';

export type MessageId = keyof typeof en;
type Catalog = Record<string, string>;

/** The API's catalogs: LANGUAGES may name only these (plugins/app/language.ts checks it at start). */
export const API_CATALOGS: Readonly<Record<string, Catalog>> = { en, es };
/** The kit's catalogs, whose ids the contracts' field messages may be. */
export const KIT_CATALOGS: Readonly<Record<string, Catalog>> = { en: kitEn, es: kitEs };

/** A message of the API's catalogs. */
export const msg: (id: MessageId, values?: MessageValues) => Message = anyMsg;
/** A zod schema's `error` of the API's own, in the language of the check running (checkIn). */
export const apiError: (id: MessageId, values?: MessageValues) => () => string = anyApiError;

// Each message is compiled once, whichever instance asks first.
const compiled = new Map<string, CompiledMessage>();
function compile(message: string): CompiledMessage {
  let found = compiled.get(message);
  if (!found) {
    found = compileMessage(message);
    compiled.set(message, found);
  }
  return found;
}

/** A catalog's words in one language: `say` a message of it, or tell whether it has one. */
type Words = { has(id: string): boolean; say(id: string, values?: Record<string, unknown>): string };

function catalogWords(catalogs: Readonly<Record<string, Catalog>>) {
  const made = new Map<string, Words>();
  return (language: string): Words | undefined => {
    const catalog = catalogs[language];
    if (!catalog) return undefined;
    let words = made.get(language);
    if (!words) {
      const locales = [usLocale(language)];
      words = {
        has: (id) => catalog[id] !== undefined,
        say: (id, values) => (catalog[id] === undefined ? id : interpret(compile(catalog[id]) as Compiled, values, locales)),
      };
      made.set(language, words);
    }
    return words;
  };
}
const apiWords = catalogWords(API_CATALOGS);
const kitWords = catalogWords(KIT_CATALOGS);

/** The API's instance of a language, English for a language it has no catalog of. */
const apiInstance = (language: string) => apiWords(language) ?? apiWords(SOURCE_LANGUAGE)!;

function sayValue(language: string, value: MessageValue): string | number {
  if (typeof value === 'function') return value(language);
  return isMessage(value) ? say(language, value) : value;
}

/** A message in `language`. */
export function say(language: string, message: Message): string {
  if ('verbatim' in message) return message.verbatim;
  const values =
    message.values && Object.fromEntries(Object.entries(message.values).map(([name, value]) => [name, sayValue(language, value)]));
  const said = apiInstance(language).say(message.id, values);
  return message.capitalise ? said.charAt(0).toLocaleUpperCase(usLocale(language)) + said.slice(1) : said;
}

/** A message in English, the catalogs' source: for logs, and for the constants the tests compare with. */
export const english = (message: Message) => say(SOURCE_LANGUAGE, message);

// Outside any request's check (a log line, an error's own message), messages are English.
sayEverywhereWith(english);

const kitInstance = (language: string) => kitWords(language) ?? kitWords(SOURCE_LANGUAGE);

/** Whether the kit's catalog of `language` has a message of this id. */
export function kitHas(language: string, id: string): boolean {
  return kitInstance(language)?.has(id) ?? false;
}

/**
 * A message of the shared contracts (a zod schema's, a constant's) in `language`: the kit's
 * message when its catalog has this id, else the text as it came (written before the contracts
 * named their messages by id, or by someone else).
 */
export function sayKit(language: string, text: string, values?: Record<string, string | number>): string {
  const words = kitInstance(language);
  return words?.has(text) ? words.say(text, values) : text;
}
