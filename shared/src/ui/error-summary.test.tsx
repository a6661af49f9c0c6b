import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

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

describe('ErrorSummary as GOV.UK Frontend lands', () => {
  it('lists the errors in the order of their fields on the page, the form’s own first', async () => {
    render(
      <>
        <ErrorSummary
          errors={[
            { field: 'why', message: 'Say why the bill is wrong' },
            { field: 'email', message: 'Enter an email address' },
            { message: 'The dispute could not be lodged' },
          ]}
        />
        <TextField name="email" label="Email" />
        <TextField name="why" label="Why is the bill wrong?" />
      </>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'The dispute could not be lodged',
      'Enter an email address',
      'Say why the bill is wrong',
    ]);
  });

  it('links only to a field that can take focus', () => {
    render(
      <>
        <ErrorSummary errors={[{ field: 'suburb', message: 'Choose a suburb' }]} />
        <select id="suburb" aria-label="Suburb" disabled />
      </>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Choose a suburb');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('brings the question into view and focuses the field: a group’s legend, or the field’s label', () => {
    const scrolled: string[] = [];
    // jsdom lays nothing out: every element reads as at the top of the screen, and scrolls nowhere.
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    });
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    render(
      <>
        <ErrorSummary
          errors={[
            { field: 'month', message: 'Enter the billing month' },
            { field: 'email', message: 'Enter an email address' },
          ]}
        />
        <fieldset>
          <legend>Billing month</legend>
          <label htmlFor="month">Month</label>
          <select id="month" />
        </fieldset>
        <TextField name="email" label="Email" />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Enter the billing month' }));
    expect(document.activeElement?.id).toBe('month');
    fireEvent.click(screen.getByRole('link', { name: 'Enter an email address' }));
    expect(document.activeElement?.id).toBe('email');
    expect(scrolled).toEqual(['Billing month', 'Email']);
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });
});
