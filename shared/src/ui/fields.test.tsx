import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { CheckboxField } from './checkbox-field';
import { RadioGroupField } from './radio-group-field';
import { labelOptions, SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

/** What a screen reader reads after the name: the texts its aria-describedby names, in order. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`).join(' ');
}

// Every field is named by its label, read with its hint and error, and marked invalid only with an
// error; its id is its name, which is where the error summary's link lands.

describe.each([
  ['TextField', (props: { hint?: string; error?: string }) => <TextField name="first_name" label="First name" {...props} />, 'textbox'],
  [
    'TextAreaField',
    (props: { hint?: string; error?: string }) => <TextAreaField name="details" label="First name" {...props} />,
    'textbox',
  ],
  [
    'SelectField',
    (props: { hint?: string; error?: string }) => (
      <SelectField name="town" label="First name" options={[{ value: 1, label: 'Brookfield' }]} placeholder="- Select -" {...props} />
    ),
    'combobox',
  ],
] as const)('%s', (_name, Field, role) => {
  it('is named by its label and read with its hint, valid while it has no error', () => {
    render(<Field hint="As on your ID." />);
    const control = screen.getByRole(role, { name: 'First name' });
    expect(description(control)).toBe('As on your ID.');
    expect(control.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows its error next to it, read after the hint, and is marked invalid', () => {
    render(<Field hint="As on your ID." error="Enter your first name." />);
    const control = screen.getByRole(role, { name: 'First name' });
    expect(description(control)).toBe('As on your ID. Enter your first name.');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your first name.').className).toBe('usa-error-message');
  });

  it('takes its name as its id, for the error summary', () => {
    const { container } = render(<Field />);
    const control = screen.getByRole(role, { name: 'First name' });
    expect(container.querySelector(`#${control.getAttribute('name')}`)).toBe(control);
  });
});

it.each([
  ['TextField', TextField],
  ['TextAreaField', TextAreaField],
] as const)('%s marks a label and hint in another language than the page’s, its error staying the page’s', (_name, Field) => {
  render(<Field name="answer_1" label="Was the meter read?" hint="As on your bill." error="Answer this question." labelLang="en" />);
  const control = screen.getByRole('textbox', { name: 'Was the meter read?' });
  expect(control.hasAttribute('lang')).toBe(false);
  expect(screen.getByText('Was the meter read?').getAttribute('lang')).toBe('en');
  expect(screen.getByText('As on your bill.').getAttribute('lang')).toBe('en');
  expect(screen.getByText('Answer this question.').hasAttribute('lang')).toBe(false);
});

it('SelectField and RadioGroupField mark an option in another language than the page’s', () => {
  render(
    <>
      <SelectField
        name="type"
        label="Type"
        options={[
          { value: 1, label: 'Potholes', lang: 'en' },
          { value: 2, label: 'Alumbrado' },
        ]}
      />
      <RadioGroupField
        name="option"
        legend="Which day?"
        labelLang="en"
        options={[
          { value: '1', label: 'Saturday', lang: 'en' },
          { value: '2', label: 'Domingo' },
        ]}
        value=""
        onChange={() => undefined}
      />
    </>,
  );
  expect(screen.getByRole('option', { name: 'Potholes' }).getAttribute('lang')).toBe('en');
  expect(screen.getByRole('option', { name: 'Alumbrado' }).hasAttribute('lang')).toBe(false);
  expect(screen.getByText('Saturday').getAttribute('lang')).toBe('en');
  expect(screen.getByText('Domingo').hasAttribute('lang')).toBe(false);
  expect(screen.getByText('Which day?').getAttribute('lang')).toBe('en');
});

it('SelectField offers the empty choice first, then its options; labelOptions reads a label table', () => {
  render(
    <SelectField
      name="ownership"
      label="Ownership"
      options={labelOptions({ owner: 'Owner', tenant: 'Tenant' })}
      placeholder="- Select -"
    />,
  );
  const options = screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);
  expect(options).toEqual([
    ['', '- Select -'],
    ['owner', 'Owner'],
    ['tenant', 'Tenant'],
  ]);
});

it('CheckboxField is named by its label, described by its description, and reports its state', () => {
  function Box() {
    const [checked, setChecked] = useState(false);
    return (
      <CheckboxField
        name="anonymous"
        label="Give anonymously"
        description="Your name is not shown."
        checked={checked}
        onChange={setChecked}
      />
    );
  }
  render(<Box />);
  const box = screen.getByRole('checkbox', { name: /Give anonymously/ });
  expect(box.id).toBe('anonymous');
  expect((box as HTMLInputElement).checked).toBe(false);
  fireEvent.click(box);
  expect((box as HTMLInputElement).checked).toBe(true);
});

describe('RadioGroupField', () => {
  function Group({ error }: { error?: string }) {
    const [value, setValue] = useState('');
    return (
      <RadioGroupField
        name="ownership"
        legend="Do you own the property?"
        hint="Choose one."
        error={error}
        options={[
          { value: 'owner', label: 'Owner' },
          { value: 'tenant', label: 'Tenant' },
        ]}
        value={value}
        onChange={setValue}
      />
    );
  }

  it('is a group named by its legend, read with its hint and error, with one choice at a time', () => {
    render(<Group error="Choose whether you own the property." />);
    const group = screen.getByRole('group', { name: 'Do you own the property?' });
    expect(description(group)).toBe('Choose one. Choose whether you own the property.');
    const owner = screen.getByRole('radio', { name: 'Owner' }) as HTMLInputElement;
    const tenant = screen.getByRole('radio', { name: 'Tenant' }) as HTMLInputElement;
    fireEvent.click(tenant);
    expect([owner.checked, tenant.checked]).toEqual([false, true]);
  });

  it("gives its first radio the group's name as id, for the error summary's link", () => {
    render(<Group />);
    expect(screen.getByRole('radio', { name: 'Owner' }).id).toBe('ownership');
    expect(screen.getByRole('radio', { name: 'Tenant' }).id).toBe('ownership-tenant');
  });
});
