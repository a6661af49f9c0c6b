import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';

describe('ErrorSummary and TextField', () => {
  it('takes focus and links each error to its field', () => {
    render(
      <>
        <ErrorSummary errors={[{ field: 'email', message: 'Enter an email address' }]} />
        <TextField name="email" label="Email" error="Enter an email address" />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(screen.getByRole('link', { name: 'Enter an email address' }).getAttribute('href')).toBe('#email');
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error');
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
