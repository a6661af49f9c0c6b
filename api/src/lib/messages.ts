// Words to say to someone whose language is not known yet: a message (an id of the API's
// catalogs, src/locales, with its values) or a text said as it is. Saying them is src/i18n.ts's,
// which holds the catalogs; lib/ only carries them, and checks whose messages are said in the
// language of the request being checked (checkIn).

/**
 * A value of a message: a number, a text said as it is, another message, or a value written the
 * language's way (a date, an amount of money), each said in the message's language.
 */
export type MessageValue = string | number | Message | ((language: string) => string);
export type MessageValues = Readonly<Record<string, MessageValue>>;

/**
 * A message of the API's catalogs (with `capitalise`, its first letter said in upper case), or a
 * text said as it is (what a person typed, staff wrote, or a message that came from elsewhere).
 */
export type Message =
  { readonly id: string; readonly values?: MessageValues; readonly capitalise?: boolean } | { readonly verbatim: string };

/** A message of the API's catalogs (src/i18n.ts's `msg` checks the id against them). */
export const msg = (id: string, values?: MessageValues): Message => (values ? { id, values } : { id });

/** A text that is said as it is, in whatever language it was written. */
export const verbatim = (text: string): Message => ({ verbatim: text });

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && ('id' in value || 'verbatim' in value);

type Say = (message: Message) => string;

// Until the catalogs are loaded (src/i18n.ts), a message is said as its id.
let everywhere: Say = (message) => ('verbatim' in message ? message.verbatim : message.id);
// The check running now, if any, speaks the request's language: checks are synchronous, one at a time.
let checking: Say | null = null;

/** How messages are said outside any request's check: the catalogs' source language (src/i18n.ts sets it). */
export function sayEverywhereWith(say: Say): void {
  everywhere = say;
}

/** A message now: in the language of the check running (checkIn), else in the catalogs' source language. */
export function sayNow(message: Message): string {
  return (checking ?? everywhere)(message);
}

/**
 * Runs a synchronous schema check whose messages (apiError) are said by `say`, the request's
 * language. Zod words an issue when its error's `issues` are first read: read them inside `check`.
 */
export function checkIn<T>(say: Say, check: () => T): T {
  const before = checking;
  checking = say;
  try {
    return check();
  } finally {
    checking = before;
  }
}

/** A zod schema's `error` of the API's own: the message in the language of the check running (checkIn). */
export const apiError = (id: string, values?: MessageValues) => () => sayNow(msg(id, values));
