import { describe, expect, it } from 'vitest';

import en from '../locales/en.json';
import { registerSchema } from './auth';
import { profileUpdateSchema } from './profile';
import { propertyInputSchema } from './properties';
import { z } from './zod-config';

const catalog: Record<string, string> = en;

/** Each issue's message as English reads it: every message is a message id of the kit's catalog. */
const messages = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => catalog[issue.message] ?? `(not in the catalog: ${issue.message})`);
};
const ids = (schema: z.ZodMiniType, input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

/** GOV.UK style: says what to do, a capital first and a full stop last, never zod's own words. */
const portalStyle = /^[A-Z].*\.$/;
const zodWords = /Invalid input|expected|received|Too (small|big)|Unrecognized/;

describe('the portal’s zod messages', () => {
  it('replace the library’s defaults for schemas that set no message', () => {
    const schema = z.strictObject({
      text: z.string(),
      // Numbers the contracts use, whose messages the catalogs hold (one id per number).
      short: z.string().check(z.minLength(1), z.maxLength(40)),
      amount: z.number().check(z.int(), z.gte(1), z.lte(50)),
      choice: z.enum(['a', 'b']),
      when: z.iso.date(),
      address: z.email(),
      site: z.url(),
      tags: z.array(z.string()).check(z.minLength(1)),
      agreed: z.boolean(),
    });
    const cases: unknown[] = [
      {},
      { text: 1, short: '', amount: 0, choice: 'c', when: '2026-13-45', address: 'nobody', site: 'not a url', tags: [], agreed: 'yes' },
      { text: '', short: 'a'.repeat(41), amount: 51, extra: true },
      { amount: 'twelve' },
      undefined,
    ];
    for (const input of cases) {
      for (const [index, message] of messages(schema, input).entries()) {
        expect(message).toMatch(portalStyle);
        expect(message).not.toMatch(zodWords);
        expect(ids(schema, input)[index]).toMatch(/^contract\.common\./);
      }
    }
    expect(messages(z.object({ text: z.string() }), {})).toEqual(['Enter an answer.']);
    expect(messages(z.string().check(z.maxLength(200)), 'a'.repeat(201))).toEqual(['Use at most 200 characters.']);
    expect(messages(z.number().check(z.gte(1)), 0)).toEqual(['Enter a number of 1 or more.']);
    expect(messages(z.enum(['a', 'b']), 'c')).toEqual(['Choose one of the options.']);
    expect(messages(z.strictObject({}), { extra: 1 })).toEqual(['Leave out what this form does not ask for: {keys}.']);
  });

  it('give one message id per number, named by the number as its English writes it', () => {
    expect(ids(z.string().check(z.maxLength(5)), 'abcdefg')).toEqual(['contract.common.maxLength.5']);
    expect(ids(z.string().check(z.minLength(3)), 'ab')).toEqual(['contract.common.minLength.3']);
    expect(ids(z.number().check(z.lte(2000)), 2001)).toEqual(['contract.common.atMost.2000']);
    expect(catalog['contract.common.maxLength.2000']).toBe('Use at most 2000 characters.');
    expect(catalog['contract.common.maxLength.2,000']).toBe('Use at most 2,000 characters.');
  });

  it('leave a schema’s own message as it is', () => {
    expect(ids(z.string('contract.email.required'), undefined)).toEqual(['contract.email.required']);
    expect(messages(z.string('contract.email.required'), undefined)).toEqual(['Enter your email address.']);
  });
});

describe('account forms submitted empty', () => {
  it('ask for each answer by name, in the portal’s style', () => {
    expect(messages(registerSchema, {})).toEqual([
      'Enter your email address.',
      'Enter a password.',
      'Enter your first name.',
      'Enter your last name.',
    ]);
    expect(messages(registerSchema, { email: 'jordan@', password: 'short', first_name: ' ', last_name: 'Lee' })).toEqual([
      'Enter an email address in the correct format, like name@example.org.',
      'Use at least 8 characters.',
      'Enter your first name.',
    ]);
  });

  it('say what to do for each profile and property answer', () => {
    for (const message of [
      ...messages(profileUpdateSchema, { ownership: '', primary_contact: 'call me', identification_type: '', identification_number: 'x' }),
      ...messages(propertyInputSchema, { town_id: 0, suburb_id: 0, water_meter_type_id: 1 }),
    ]) {
      expect(message).toMatch(portalStyle);
      expect(message).not.toMatch(zodWords);
    }
    expect(messages(propertyInputSchema, {})).toContain('Enter the street address.');
  });
});
