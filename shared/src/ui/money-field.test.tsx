import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { MoneyField } from './money-field';

it('is a labelled text field with a "$" before it and a decimal keypad', () => {
  render(
    <MoneyField
      name="amount"
      label="Amount"
      hint="Like 25 or 12.50."
      error="Enter an amount in dollars, like 25 or 12.50."
      defaultValue="25"
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Amount' });
  expect(input.getAttribute('inputmode')).toBe('decimal');
  expect(input.getAttribute('type')).toBe('text');
  expect(input.id).toBe('amount');
  expect(input.getAttribute('aria-describedby')).toBe('amount-hint amount-error');
  const group = input.parentElement!;
  expect(group.className).toContain('usa-input-group--error');
  expect(group.querySelector('.usa-input-prefix')?.textContent).toBe('$');
  expect(group.querySelector('.usa-input-prefix')?.getAttribute('aria-hidden')).toBe('true');
});
