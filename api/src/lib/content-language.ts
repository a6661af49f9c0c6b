// What staff write for residents (a title, a body, an option's label) is written in the portal's
// default language, with a version in any other language it speaks (each item's `translations`).
// Every serializer of such words answers them through inLanguage, so residents read each item in
// their language when it has a version in it, and are told which language its words are in.

/** An item's words in the portal's other languages: language code → field (JSON name) → its words. */
export type Translations = Record<string, Record<string, string>>;

/** Who is reading: the request's language, and the portal's default (the language every item has). */
export type Reading = { readonly language: string; readonly fallback: string };

/**
 * `words` (an item's translatable fields by their JSON names, as written in the default language) in
 * the reader's language when the item has a version in it, field by field, with `language` naming the
 * language they are in; else as written, in the default language.
 */
export function inLanguage<W extends Record<string, string | null>>(
  reading: Reading,
  translations: Translations | null | undefined,
  words: W,
): W & { language: string } {
  const version = reading.language === reading.fallback ? undefined : translations?.[reading.language];
  if (!version || !Object.keys(words).some((field) => hasWords(version[field]))) return { ...words, language: reading.fallback };
  const chosen: Record<string, string | null> = { ...words };
  for (const field of Object.keys(words)) {
    const text = version[field];
    if (hasWords(text)) chosen[field] = text;
  }
  return { ...(chosen as W), language: reading.language };
}

const hasWords = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';
