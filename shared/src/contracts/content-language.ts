import { z } from './zod-config';

/**
 * On every item residents read whose words staff wrote: the language those words are in, the
 * request's when the item has a version in it, else the portal's default language.
 */
export const wordsLanguage = { language: z.optional(z.string()) };
