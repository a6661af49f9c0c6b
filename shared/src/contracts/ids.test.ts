import { describe, expect, it } from 'vitest';

import { idParamsSchema, idSchema, isId, MAX_ID } from './ids';

describe('ids', () => {
  it('isId takes the spellings of an id a path may hold, and nothing else', () => {
    for (const text of ['1', '42', String(MAX_ID)]) expect(isId(text)).toBe(true);
    for (const text of [undefined, '', '0', '01', '-1', '1.5', '1e3', ' 1', String(MAX_ID + 1), '99999999999'])
      expect(isId(text)).toBe(false);
  });

  it('idSchema reads an id from text and says its message for anything else', () => {
    expect(idSchema().parse('7')).toBe(7);
    const schema = idSchema('Choose a town by its id.');
    for (const text of ['0', '-3', '1.5', 'x', String(MAX_ID + 1)]) {
      expect(schema.safeParse(text).error?.issues[0]?.message).toBe('Choose a town by its id.');
    }
  });

  it('idParamsSchema accepts only the id', () => {
    expect(idParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParamsSchema.safeParse({ id: '12', other: '1' }).success).toBe(false);
  });
});
