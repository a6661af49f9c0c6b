import { describe, expect, it } from 'vitest';

import { dollarsToCents } from '@portal/shared';

import { amountFields, chosenCents, OTHER_AMOUNT } from './amount';

describe('amounts', () => {
  it('reads dollars as people write them', () => {
    expect(dollarsToCents('20')).toBe(2000);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents(' $1,000.05 ')).toBe(100005);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '12.345', '-5', '1e3', '1,00']) expect(dollarsToCents(text)).toBeNaN();
  });

  it('takes the preset unless "other" is chosen', () => {
    expect(chosenCents('2500', '99')).toBe(2500);
    expect(chosenCents(OTHER_AMOUNT, '7.25')).toBe(725);
    expect(chosenCents('', '')).toBeNaN();
  });

  it('turns an amount from a link into the fields that show it', () => {
    expect(amountFields('2500')).toEqual({ amount: '2500', custom_amount: '' });
    expect(amountFields('3000')).toEqual({ amount: OTHER_AMOUNT, custom_amount: '30' });
    expect(amountFields('1250')).toEqual({ amount: OTHER_AMOUNT, custom_amount: '12.50' });
    for (const text of [null, '', 'abc', 'NaN', '-500', '0', '12.5', '99999999999']) {
      expect(amountFields(text)).toEqual({ amount: '', custom_amount: '' });
    }
  });
});
