import { describe, expect, it } from 'vitest';

import { interpret } from './interpret';
import { compile } from './testing';

const say = (message: string, values?: Record<string, unknown>, locale = 'en-US') => interpret(compile(message), values, [locale]);

describe('a compiled message, said', () => {
  it('fills its variables, and leaves out one not given', () => {
    expect(say('Hello {name}, {missing}!', { name: 'Rosa' })).toBe('Hello Rosa, !');
    expect(say('Plain')).toBe('Plain');
    expect(say("'{literal}' braces")).toBe('{literal} braces');
  });

  it('chooses a plural by the language’s rules, an exact case first, # as the number in the language (US Spanish groups thousands as US English does)', () => {
    const files = '{count, plural, =0 {no files} one {# file} other {# files}}';
    expect([0, 1, 2, 1500].map((count) => say(files, { count }))).toEqual(['no files', '1 file', '2 files', '1,500 files']);
    expect(say('{count, plural, one {# archivo} other {# archivos}}', { count: 1500 }, 'es-US')).toBe('1,500 archivos');
    expect(say('{count, plural, offset:1 one {you and # other} other {you and # others}}', { count: 3 })).toBe('you and 2 others');
  });

  it('chooses a select’s case or its other, and an ordinal', () => {
    const kind = '{kind, select, poll {a poll} other {a petition}}';
    expect([say(kind, { kind: 'poll' }), say(kind, { kind: 'petition' })]).toEqual(['a poll', 'a petition']);
    expect([1, 2, 3, 4].map((n) => say('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
    ]);
  });

  it('formats a number in the language, and nests a variable in a case', () => {
    expect(say('More than {limit, number} fields', { limit: 1000 })).toBe('More than 1,000 fields');
    expect(say('Más de {limit, number} campos', { limit: 1000.5 }, 'es-US')).toBe('Más de 1,000.5 campos');
    expect(say('{count, plural, one {{name} voted} other {{name} and # others voted}}', { count: 2, name: 'Rosa' })).toBe(
      'Rosa and 2 others voted',
    );
  });
});
