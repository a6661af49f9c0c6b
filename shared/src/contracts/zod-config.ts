import { z, type core } from 'zod/mini';

type Issue = Parameters<core.$ZodErrorMap>[0];

const count = (value: number | bigint, one: string, many: string) => `${value} ${Number(value) === 1 ? one : many}`;
const isEmpty = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The message of an issue whose schema set none: GOV.UK style, saying what to do and ending with a
 * full stop, never the library's own text ("Invalid input: expected string, received undefined"),
 * which is written for developers. Schemas name the thing asked for ("Enter your first name."); this
 * is the floor beneath them, so that no form or answer of the portal can show a library default.
 */
export function portalMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) {
        if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return 'Enter a number.';
        if (issue.expected === 'boolean') return 'Choose yes or no.';
        if (issue.expected === 'date') return 'Enter a date.';
        if (issue.expected === 'array') return 'Choose at least one option.';
        if (issue.expected === 'string') return 'Enter an answer.';
        if ((issue.path?.length ?? 0) === 0) return 'Send the details this form asks for.';
        return 'Answer this question.';
      }
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return 'Enter a number, like 25.';
      if (issue.expected === 'date') return 'Enter a real date.';
      return 'Check this answer.';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? 'Enter an answer.' : `Enter at least ${count(issue.minimum, 'character', 'characters')}.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1 ? 'Choose at least one option.' : `Choose at least ${issue.minimum} options.`;
      }
      if (issue.origin === 'date') return 'Enter a later date.';
      if (issue.origin === 'file') return 'Choose a file that is not empty.';
      return issue.inclusive === false ? `Enter a number greater than ${issue.minimum}.` : `Enter a number of ${issue.minimum} or more.`;
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${count(issue.maximum, 'character', 'characters')}.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${issue.maximum} options.`;
      if (issue.origin === 'date') return 'Enter an earlier date.';
      if (issue.origin === 'file') return 'Choose a smaller file.';
      return issue.inclusive === false ? `Enter a number less than ${issue.maximum}.` : `Enter a number of ${issue.maximum} or less.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter an email address in the correct format, like name@example.org.';
      if (issue.format === 'url') return 'Enter a web address, like https://example.org.';
      if (issue.format === 'date' || issue.format === 'datetime') return 'Enter a real date.';
      if (issue.format === 'time') return 'Enter a real time.';
      return 'Check the format of this answer.';
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}.`;
    case 'invalid_value':
      return 'Choose one of the options.';
    case 'unrecognized_keys':
      return `Leave out what this form does not ask for: ${issue.keys.join(', ')}.`;
    default:
      return 'Check this answer.';
  }
}

/**
 * In browsers zod must not compile its parsers with `new Function`: the portal's policy allows
 * no eval, and even zod's probe for it is reported as a violation. zod reads the setting when a
 * schema is made, so every module of this package that makes schemas takes `z` from here: the
 * setting then comes first in any bundle, whichever schemas it takes. Servers keep the faster parsers.
 * Everywhere, an issue without a message of its own gets the portal's (`portalMessage`).
 */
z.config({ customError: portalMessage, ...('document' in globalThis ? { jitless: true } : {}) });

export { z };
