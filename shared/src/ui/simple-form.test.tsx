import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SimpleForm } from './simple-form';

describe('SimpleForm', () => {
  it('sums up the errors above the questions and sends the form with its one button', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <SimpleForm
        form={{ summary: [{ field: 'email', message: 'Enter your email address.' }], submitting: false }}
        onSubmit={onSubmit}
        submit="Send reset link"
      >
        <input id="email" aria-label="Email" />
      </SimpleForm>,
    );
    expect(screen.getByRole('link', { name: 'Enter your email address.' }).getAttribute('href')).toBe('#email');
    const button = screen.getByRole('button', { name: 'Send reset link' });
    expect(button.closest('form')?.noValidate).toBe(true);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('turns the button off while the form is being sent', () => {
    render(
      <SimpleForm form={{ summary: [], submitting: true }} onSubmit={vi.fn()} submit="Change password">
        <input aria-label="Password" />
      </SimpleForm>,
    );
    expect(screen.getByRole('button', { name: 'Change password' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
