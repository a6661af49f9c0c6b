import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';

import { MonthField } from './month-field';

function Form() {
  const [value, setValue] = useState('2026-10');
  return (
    <>
      <MonthField name="billing_month" legend="Billing month" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

it('reads a month select and a year box as YYYY-MM, not a native month input', () => {
  const { container } = render(<Form />);
  expect(container.querySelector('input[type=month]')).toBeNull();
  expect(screen.getByRole('group', { name: 'Billing month' })).toBeTruthy();
  const month = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Month' });
  expect(month.value).toBe('10');
  expect(screen.getByRole('option', { name: 'November' }).getAttribute('value')).toBe('11');
  fireEvent.change(month, { target: { value: '11' } });
  expect(screen.getByTestId('value').textContent).toBe('2026-11');
  fireEvent.change(month, { target: { value: '' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Year' }), { target: { value: '' } });
  expect(screen.getByTestId('value').textContent).toBe('');
});
