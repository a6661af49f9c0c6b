import { readdirSync, readFileSync } from 'node:fs';

import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { errorCodes } from 'fastify';
import { describe, expect, it } from 'vitest';

import {
  ADMIN_ACCOUNT_NEEDS_ADMIN,
  ADMIN_GRANT_NEEDS_ADMIN,
  ALREADY_SIGNED,
  ALREADY_VOTED,
  APPEAL_NOT_ALLOWED,
  CONFIG_FILE_RULES,
  CONFIG_RESOURCES,
  CONFIRM_LINK_INVALID,
  CONFIRM_PASSWORD_WRONG,
  CURRENT_PASSWORD_WRONG,
  DOCUMENT_SUBCATEGORY_NOT_IN_CATEGORY,
  DONATION_ALREADY_FINAL,
  DONATION_CAUSE_CLOSED,
  DONATION_CAUSE_UNKNOWN,
  FORGOT_PASSWORD_SENT,
  inUseMessage,
  INVALID_TRANSITION,
  isYesNoQuestion,
  LAST_ADMIN,
  LOGIN_THROTTLED,
  OWN_ACCOUNT_LOCKED,
  PASSWORD_IS_EMAIL,
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_COMMON,
  PETITION_CLOSED,
  POLL_NOT_OPEN,
  POLL_OPTION_NOT_IN_POLL,
  PROFILE_INCOMPLETE,
  PROPERTY_REFERENCE_MESSAGES,
  REGISTRATION_SENT,
  RESET_LINK_INVALID,
  SEARCH_QUERY_ONLY_EXCLUDED,
  TOO_MANY_REQUESTS,
  unansweredMessage,
  UPLOAD_NOT_ATTACHABLE,
  UPLOAD_RULES,
  UPLOAD_TOO_LARGE,
  UPLOAD_WRONG_TYPE,
  withArticle,
  type ConfigResourceName,
} from '@portal/shared/contracts';

import { loadConfig } from '../src/config';
import { CONFIG_BINDINGS } from '../src/configuration/resource-tables';
import { andList, anItem, capitalised, counted, thisItem } from '../src/configuration/words';
import { API_CATALOGS, english, kitHas, msg, say, sayKit, SOURCE_LANGUAGE, type MessageId } from '../src/i18n';
import { acceptedRanges, bestLanguage } from '../src/lib/languages';

const EN = API_CATALOGS[SOURCE_LANGUAGE]!;

/** The variables a compiled message names ({count}, {name}), its choices' included. */
function variables(compiled: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    names.add(name);
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format))
        if (key !== 'offset' && Array.isArray(choice)) variables(choice as CompiledMessage, names);
    }
  }
  return names;
}

describe("the API's catalogs", () => {
  const languages = [...new Set([...loadConfig({}).languages, ...Object.keys(API_CATALOGS)])];

  it.each(languages)('%s has every message of English and no other, each ICU MessageFormat naming the same values', (language) => {
    const catalog = API_CATALOGS[language];
    expect(catalog, `src/locales/${language}.json`).toBeDefined();
    expect(Object.keys(catalog!).sort()).toEqual(Object.keys(EN).sort());
    for (const [id, message] of Object.entries(catalog!)) {
      expect(message.trim(), id).not.toBe('');
      const compiled = compileMessageOrThrow(message);
      expect([...variables(compiled)].sort(), `${language}: ${id}`).toEqual([...variables(compileMessageOrThrow(EN[id]!))].sort());
    }
  });

  it('have every message the code names', () => {
    const named = new Set<string>();
    const files = readdirSync(new URL('../src', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    for (const file of files) {
      const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
      for (const [, id] of text.matchAll(/\b(?:msg|apiError|idWith)\(\s*'([^']+)'/g)) named.add(id!);
    }
    expect(named.size).toBeGreaterThan(100);
    expect([...named].filter((id) => !(id in EN))).toEqual([]);
    for (const kind of [...Object.keys(UPLOAD_RULES), ...Object.keys(CONFIG_FILE_RULES)])
      expect(EN).toHaveProperty([`upload.types.${kind}`]);
  });

  it("name every configuration resource and what uses its items, English as the contract's", () => {
    for (const [name, resource] of Object.entries(CONFIG_RESOURCES) as Array<[ConfigResourceName, { singular: string }]>) {
      expect(EN, name).toHaveProperty([`configuration.item.${name}.a`]);
      expect(english(anItem(name))).toBe(withArticle(resource.singular));
      expect(english(thisItem(name))).toBe(`this ${resource.singular}`);
    }
    for (const binding of Object.values(CONFIG_BINDINGS)) {
      for (const reference of binding.inUse ?? []) {
        expect(EN, reference.label).toHaveProperty([`configuration.count.${reference.label.replace(/ /g, '-')}`]);
        for (const n of [1, 2, 1234]) expect(english(counted(reference, n))).toBe(`${n} ${n === 1 ? reference.one : reference.label}`);
      }
    }
    const users = [msg('configuration.count.suburbs', { count: 4 }), msg('configuration.count.properties', { count: 1 })];
    expect(english(capitalised(msg('configuration.inUse', { item: thisItem('towns'), users: andList(users) })))).toBe(
      inUseMessage('town', ['4 suburbs', '1 property']),
    );
    expect(say('es', capitalised(msg('configuration.inUse', { item: thisItem('towns'), users: andList(users) })))).toBe(
      'Esta ciudad todavía se usa en 4 barrios y 1 propiedad. Primero cambie o quite esos registros, o desactive este elemento.',
    );
    const duplicate = (language: string) =>
      say(
        language,
        capitalised(
          msg('configuration.duplicate', {
            item: anItem('towns'),
            what: msg('configuration.duplicateOf', { field: 'name', label: 'name' }),
          }),
        ),
      );
    expect(duplicate('en')).toBe('A town with this name already exists.');
    expect(duplicate('es')).toBe('Ya existe una ciudad con este nombre.');
  });
});

describe("English as the contracts' words", () => {
  /** A contract's message as its English reads: the kit's English when it is one of the kit's ids. */
  const contract = (text: string, values?: Record<string, string | number>) => (kitHas('en', text) ? sayKit('en', text, values) : text);

  it.each<[MessageId, string]>([
    ['auth.loginThrottled', LOGIN_THROTTLED],
    ['auth.registrationSent', REGISTRATION_SENT],
    ['auth.confirmLinkInvalid', CONFIRM_LINK_INVALID],
    ['auth.confirmPasswordWrong', CONFIRM_PASSWORD_WRONG],
    ['auth.forgotPasswordSent', FORGOT_PASSWORD_SENT],
    ['auth.resetLinkInvalid', RESET_LINK_INVALID],
    ['auth.passwordResetDone', PASSWORD_RESET_DONE],
    ['auth.currentPasswordWrong', CURRENT_PASSWORD_WRONG],
    ['password.tooCommon', PASSWORD_TOO_COMMON],
    ['password.isEmail', PASSWORD_IS_EMAIL],
    ['limit.tooManyRequests', TOO_MANY_REQUESTS],
    ['property.chooseTown', PROPERTY_REFERENCE_MESSAGES.town_id],
    ['property.chooseSuburb', PROPERTY_REFERENCE_MESSAGES.suburb_id],
    ['property.suburbNotInTown', PROPERTY_REFERENCE_MESSAGES.suburb_not_in_town],
    ['property.chooseWaterMeterType', PROPERTY_REFERENCE_MESSAGES.water_meter_type_id],
    ['property.chooseElectricalMeterType', PROPERTY_REFERENCE_MESSAGES.electrical_meter_type_id],
    ['case.profileIncomplete', PROFILE_INCOMPLETE],
    ['case.invalidTransition', INVALID_TRANSITION],
    ['appeal.notAllowed', APPEAL_NOT_ALLOWED],
    ['upload.notAttachable', UPLOAD_NOT_ATTACHABLE],
    ['upload.tooLarge', UPLOAD_TOO_LARGE],
    ['poll.notOpen', POLL_NOT_OPEN],
    ['poll.alreadyVoted', ALREADY_VOTED],
    ['poll.optionNotInPoll', POLL_OPTION_NOT_IN_POLL],
    ['petition.closed', PETITION_CLOSED],
    ['petition.alreadySigned', ALREADY_SIGNED],
    ['document.subcategoryNotInCategory', DOCUMENT_SUBCATEGORY_NOT_IN_CATEGORY],
    ['donation.causeUnknown', DONATION_CAUSE_UNKNOWN],
    ['donation.causeClosed', DONATION_CAUSE_CLOSED],
    ['donation.alreadyFinal', DONATION_ALREADY_FINAL],
    ['search.onlyExcluded', SEARCH_QUERY_ONLY_EXCLUDED],
    ['configuration.accounts.ownLocked', OWN_ACCOUNT_LOCKED],
    ['configuration.accounts.grantNeedsAdmin', ADMIN_GRANT_NEEDS_ADMIN],
    ['configuration.accounts.adminNeedsAdmin', ADMIN_ACCOUNT_NEEDS_ADMIN],
    ['configuration.accounts.lastAdmin', LAST_ADMIN],
  ])('%s', (id, text) => {
    expect(english(msg(id))).toBe(contract(text));
  });

  it('words uploads and unanswered questions as the contracts do', () => {
    for (const [kind, rule] of [...Object.entries(UPLOAD_RULES), ...Object.entries(CONFIG_FILE_RULES)]) {
      const types = msg(`upload.types.${kind}` as MessageId);
      expect(english(types)).toBe(contract(rule.label));
      expect(english(msg('upload.wrongType', { types }))).toBe(`${contract(UPLOAD_WRONG_TYPE)} Use ${contract(rule.label)}.`);
    }
    expect(english(msg('upload.tooLargeLimit', { megabytes: 5 }))).toBe(`${contract(UPLOAD_TOO_LARGE)} The limit is 5 MB.`);
    for (const question of ['Was the meter read on site? ', 'What is on the bill?']) {
      const id = question.includes('meter') ? 'dispute.chooseYesNo' : 'dispute.answerQuestion';
      expect(english(msg(id, { question: question.trim() }))).toBe(
        contract(unansweredMessage({ yes_no: isYesNoQuestion(question) }), { question: question.trim() }),
      );
    }
  });

  it("words Fastify's and the router's refusals as they do", () => {
    expect(english(msg('request.bodyTooLarge'))).toBe(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE().message);
    expect(english(msg('request.unsupportedMediaType'))).toBe(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE().message);
    expect(english(msg('request.contentLengthMismatch'))).toBe(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH().message);
    expect(english(msg('request.emptyJsonBody'))).toBe(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY().message);
    expect(english(msg('request.invalidJsonBody'))).toBe(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY().message);
    // The router's (@portal/shared/early-errors), which build.test.ts reads from the compiled API.
    expect(english(msg('request.unreadable'))).toBe('The request could not be read.');
    expect(english(msg('request.addressTooLong'))).toBe('The address is too long.');
  });
});

describe("the kit's catalogs", () => {
  it("say a contract's message by its id in the language, and pass any other text through", () => {
    expect(sayKit('es', 'label.complaintStatus.resolved')).toBe('Resuelta');
    expect(sayKit('en', 'label.complaintStatus.resolved')).toBe('Resolved');
    expect(sayKit('es', 'Enter your first name.')).toBe('Enter your first name.');
    expect(kitHas('es', 'label.complaintStatus.resolved')).toBe(true);
    expect(kitHas('es', 'Enter your first name.')).toBe(false);
  });
});

describe('Accept-Language', () => {
  const portal = ['en', 'es'];

  it('reads ranges by quality, in the order given when equal, without unwanted or malformed ones', () => {
    expect(acceptedRanges('es-US,es;q=0.9,en;q=0.8')).toEqual(['es-US', 'es', 'en']);
    expect(acceptedRanges('en;q=0.5, es ; q=0.8, fr')).toEqual(['fr', 'es', 'en']);
    expect(acceptedRanges('es;q=0, en;q=1.5, de;q=abc, *;q=0.1, not a range, pt-BR')).toEqual(['pt-BR', '*']);
    expect(acceptedRanges('')).toEqual([]);
  });

  it("finds the portal's language, a region falling back to its language", () => {
    expect(bestLanguage('es-US,es;q=0.9,en;q=0.8', portal)).toBe('es');
    expect(bestLanguage('ES-mx', portal)).toBe('es');
    expect(bestLanguage('fr-CA, fr;q=0.9, en;q=0.5, es;q=0.4', portal)).toBe('en');
    expect(bestLanguage('fr, *;q=0.1', portal)).toBe('en');
    expect(bestLanguage('pt', ['en', 'pt-BR'])).toBe('pt-BR');
    expect(bestLanguage('pt-PT', ['en', 'pt-BR'])).toBe('pt-BR');
    expect(bestLanguage('fr, de', portal)).toBeNull();
    expect(bestLanguage(undefined, portal)).toBeNull();
    expect(bestLanguage(`${'x-'.repeat(5_000)}es`, portal)).toBeNull();
  });
});
