import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';

import { parseTime, TimeField } from './time-field';

function Form({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <TimeField name="opens-time" label="Opens: time" value={value} onValue={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

it('reads a time as people write it, in 12 or 24 hours', () => {
  expect(parseTime('9')).toBe('09:00');
  expect(parseTime('9:30')).toBe('09:30');
  expect(parseTime(' 9.30pm ')).toBe('21:30');
  expect(parseTime('2:30 p.m.')).toBe('14:30');
  expect(parseTime('12 a.m.')).toBe('00:00');
  expect(parseTime('12:15 PM')).toBe('12:15');
  expect(parseTime('14:30')).toBe('14:30');
  expect(parseTime('14h30')).toBe('14:30');
  for (const none of ['', 'noon', '24:00', '9:60', '13 pm', '0 am', '9:3', '930']) expect(parseTime(none)).toBeNull();
});

it('is a text box, not the browser’s time input, and shows the time as the portal writes it once left', () => {
  const { container } = render(<Form start="09:00" />);
  expect(container.querySelector('input[type=time]')).toBeNull();
  const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Opens: time' });
  expect(box.value).toBe('9:00 a.m.');
  expect(screen.getByText('For example, 9:30 a.m. or 2:00 p.m.')).toBeTruthy();
  fireEvent.change(box, { target: { value: '2.15pm' } });
  expect(screen.getByTestId('value').textContent).toBe('14:15');
  expect(box.value).toBe('2.15pm');
  fireEvent.blur(box);
  expect(box.value).toBe('2:15 p.m.');
});

it('keeps what is not a time as typed, for the form’s check to refuse, and follows a value set from outside', () => {
  render(<Form />);
  const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Opens: time' });
  fireEvent.change(box, { target: { value: 'about nine' } });
  fireEvent.blur(box);
  expect(box.value).toBe('about nine');
  expect(screen.getByTestId('value').textContent).toBe('about nine');
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(box.value).toBe('');
});
