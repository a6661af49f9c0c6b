import { createText, type MessageValues } from './text';

/** The kit's own words (its components' labels and messages), in each app's copy of the kit. */
export const kitText = createText({
  first: (code) => import(`../locales/${code}.json?first`),
  pages: (code) => import(`../locales/${code}.json?pages`),
  pseudo: () => import('../locales/en.json?pseudo'),
});

/**
 * A message that comes from elsewhere, in the page's language: one given as a message id of the
 * kit's catalogs (a contract's `contract.profile.firstName.required`) is looked up there, and any
 * other text (a message the API already wrote in the person's language, an app's own words)
 * passes through as it is.
 */
export function kitMessage(message: string, values?: MessageValues): string {
  return kitText.has(message) ? kitText.text(message, values) : message;
}

/** What a check of a contract said about one answer: its message and the values it names. */
export type IssueLike = { message: string; params?: Record<string, unknown>; keys?: readonly string[] };

/**
 * A contract's message about one answer, in the page's language: a check that names a value
 * (`{question}`, `{keys}`) carries it in the issue, which fills it in.
 */
export function issueMessage(issue: IssueLike): string {
  return kitMessage(issue.message, { ...issue.params, ...(issue.keys ? { keys: issue.keys.join(', ') } : {}) });
}
