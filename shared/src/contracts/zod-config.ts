import { z, type core } from 'zod/mini';

type Issue = Parameters<core.$ZodErrorMap>[0];

const isEmpty = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The message of an issue whose schema set none: GOV.UK style, saying what to do and ending with a
 * full stop, never the library's own text ("Invalid input: expected string, received undefined"),
 * which is written for developers. Schemas name the thing asked for ("Enter your first name."); this
 * is the floor beneath them, so that no form or answer of the portal can show a library default.
 *
 * Every message is a message id of the kit's catalogs (shared/src/locales), which the forms and the
 * API say in the person's language. A message with a number has one id per number, named by the
 * number as its English writes it (`contract.common.maxLength.200`: "Use at most 200 characters."),
 * so that each id is one text; messages.test.ts holds every id the contracts can give in the catalogs.
 * The one message naming what was sent (`contract.common.unknownFields`) takes it from the issue's `keys`.
 */
export function portalMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) {
        if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return 'contract.common.enterNumber';
        if (issue.expected === 'boolean') return 'contract.common.chooseYesOrNo';
        if (issue.expected === 'date') return 'contract.common.enterDate';
        if (issue.expected === 'array') return 'contract.common.chooseAtLeastOne';
        if (issue.expected === 'string') return 'contract.common.enterAnswer';
        if ((issue.path?.length ?? 0) === 0) return 'contract.common.sendDetails';
        return 'contract.common.answerQuestion';
      }
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return 'contract.common.enterNumberLike';
      if (issue.expected === 'date') return 'contract.common.enterRealDate';
      return 'contract.common.checkAnswer';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? 'contract.common.enterAnswer' : `contract.common.minLength.${issue.minimum}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1 ? 'contract.common.chooseAtLeastOne' : `contract.common.minOptions.${issue.minimum}`;
      }
      if (issue.origin === 'date') return 'contract.common.enterLaterDate';
      if (issue.origin === 'file') return 'contract.common.fileEmpty';
      return issue.inclusive === false ? `contract.common.greaterThan.${issue.minimum}` : `contract.common.atLeast.${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `contract.common.maxLength.${issue.maximum}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `contract.common.maxOptions.${issue.maximum}`;
      if (issue.origin === 'date') return 'contract.common.enterEarlierDate';
      if (issue.origin === 'file') return 'contract.common.fileTooLarge';
      return issue.inclusive === false ? `contract.common.lessThan.${issue.maximum}` : `contract.common.atMost.${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'contract.common.emailFormat';
      if (issue.format === 'url') return 'contract.common.webAddress';
      if (issue.format === 'date' || issue.format === 'datetime') return 'contract.common.enterRealDate';
      if (issue.format === 'time') return 'contract.common.enterRealTime';
      return 'contract.common.checkFormat';
    case 'not_multiple_of':
      return `contract.common.multipleOf.${issue.divisor}`;
    case 'invalid_value':
      return 'contract.common.chooseOption';
    case 'unrecognized_keys':
      return 'contract.common.unknownFields';
    default:
      return 'contract.common.checkAnswer';
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
