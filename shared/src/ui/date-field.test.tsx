import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '../i18n/language';
import { DateField, joinDate } from './date-field';

function Form({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        name="date_of_birth"
        legend="Date of birth"
        hint="For example: January 19 2000"
        error={error}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('reads month, day and year as one value YYYY-MM-DD', () => {
    render(<Form />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.tagName).toBe('FIELDSET');
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '11' } });
    expect(screen.getByTestId('value').textContent).toBe('-11-');
    fireEvent.change(screen.getByRole('textbox', { name: 'Day' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Year' }), { target: { value: '2026' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-11-05');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Day' }).value).toBe('5');
  });

  it('shows a value given, and its error next to the fields, the month first for the error summary', () => {
    render(<Form initial="2000-01-19" error="Date of birth must be a real date." />);
    const month = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Month' });
    expect(month.value).toBe('01');
    expect(month.id).toBe('date_of_birth');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Year' }).value).toBe('2000');
    expect(screen.getByText('Date of birth must be a real date.').id).toBe('date_of_birth-error');
    expect(month.getAttribute('aria-describedby')).toBe('date_of_birth-hint date_of_birth-error');
    expect(month.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps digits only, and gives "" for nothing and the parts as typed for part of a date', () => {
    render(<Form />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Year' }), { target: { value: '20a26' } });
    expect(screen.getByTestId('value').textContent).toBe('2026--');
    expect(joinDate({ year: '', month: '', day: '' })).toBe('');
    expect(joinDate({ year: '2026', month: '02', day: '30' })).toBe('2026-02-30');
  });

  it('names the month, day and year, and the months, in the page’s language', async () => {
    render(<Form initial="2000-01-19" />);
    const english = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Month' });
    expect([...english.options].map((option) => option.text).slice(0, 3)).toEqual(['- Select -', 'January', 'February']);

    await act(() => chooseLanguage('es'));
    try {
      const month = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Mes' });
      expect([...month.options].map((option) => option.text)).toEqual([
        '- Seleccione -',
        'Enero',
        'Febrero',
        'Marzo',
        'Abril',
        'Mayo',
        'Junio',
        'Julio',
        'Agosto',
        'Septiembre',
        'Octubre',
        'Noviembre',
        'Diciembre',
      ]);
      expect(month.value).toBe('01');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Día' }).value).toBe('19');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Año' }).value).toBe('2000');
    } finally {
      await act(() => chooseLanguage('en'));
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    }
  });
});
