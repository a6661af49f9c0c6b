import { describe, expect, it } from 'vitest';

import { registerSchema } from './auth';
import { profileUpdateSchema } from './profile';
import { propertyInputSchema } from './properties';
import { z } from './zod-config';

const messages = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** GOV.UK style: says what to do, a capital first and a full stop last, never zod's own words. */
const portalStyle = /^[A-Z].*\.$/;
const zodWords = /Invalid input|expected|received|Too (small|big)|Unrecognized/;

describe('the portal’s zod messages', () => {
  it('replace the library’s defaults for schemas that set no message', () => {
    const schema = z.strictObject({
      text: z.string(),
      short: z.string().check(z.minLength(3), z.maxLength(5)),
      amount: z.number().check(z.int(), z.gte(1), z.lte(10)),
      choice: z.enum(['a', 'b']),
      when: z.iso.date(),
      address: z.email(),
      site: z.url(),
      tags: z.array(z.string()).check(z.minLength(1)),
      agreed: z.boolean(),
    });
    const cases: unknown[] = [
      {},
      { text: 1, short: 'ab', amount: 0, choice: 'c', when: '2026-13-45', address: 'nobody', site: 'not a url', tags: [], agreed: 'yes' },
      { text: '', short: 'abcdef', amount: 11, extra: true },
      { amount: 'twelve' },
      undefined,
    ];
    for (const input of cases) {
      for (const message of messages(schema, input)) {
        expect(message).toMatch(portalStyle);
        expect(message).not.toMatch(zodWords);
      }
    }
    expect(messages(z.object({ text: z.string() }), {})).toEqual(['Enter an answer.']);
    expect(messages(z.string().check(z.maxLength(5)), 'abcdefg')).toEqual(['Use at most 5 characters.']);
    expect(messages(z.string().check(z.minLength(3)), 'ab')).toEqual(['Enter at least 3 characters.']);
    expect(messages(z.number().check(z.gte(1)), 0)).toEqual(['Enter a number of 1 or more.']);
    expect(messages(z.enum(['a', 'b']), 'c')).toEqual(['Choose one of the options.']);
  });

  it('leave a schema’s own message as it is', () => {
    expect(messages(z.string('Enter your town.'), undefined)).toEqual(['Enter your town.']);
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
