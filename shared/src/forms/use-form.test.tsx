import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { loginSchema } from '../contracts/auth';
import { ApiError } from '../http/api-error';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '../i18n/language';
import { ErrorSummary } from '../ui/error-summary';
import { TextField } from '../ui/text-field';
import { useForm } from './use-form';

const schema = z.strictObject({ email: z.email('Enter an email address') });

function Form({ action }: { action: (data: unknown, options: { idempotencyKey: string }) => Promise<unknown> }) {
  const form = useForm(schema, { email: '' });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => values, action)}>
      <ErrorSummary errors={form.summary} />
      <TextField label="Email" {...form.field('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm', () => {
  it('has the browser ask before leaving answers not yet sent, and not once they are sent or back as they were', async () => {
    /** Whether leaving now would ask: a beforeunload event the page cancels. */
    const asks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    render(<Form action={async () => undefined} />);
    expect(asks()).toBe(false);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.org' } });
    expect(asks()).toBe(true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '' } });
    expect(asks()).toBe(false);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(asks()).toBe(false));
  });

  it('checks the contract before sending anything', async () => {
    const action = vi.fn(async () => undefined);
    render(<Form action={action} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not an email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('link', { name: 'Enter an email address' })).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the API field errors; a retry reuses the idempotency key', async () => {
    const action = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Invalid input.', { email: ['An account with this email already exists.'] }))
      .mockResolvedValueOnce(undefined);
    render(<Form action={action} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('An account with this email already exists.', { selector: 'a' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('rosa@example.org');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    const keys = action.mock.calls.map((call) => (call[1] as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a server failure without field errors in the summary', async () => {
    render(<Form action={() => Promise.reject(new ApiError(500, 'Internal Server Error'))} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy();
  });

  it('takes only the names of its own fields, typed from its initial values', () => {
    const { result } = renderHook(() => useForm(schema, { email: '' }));
    expectTypeOf(result.current.field).parameter(0).toEqualTypeOf<'email'>();
    expectTypeOf(result.current.values).toEqualTypeOf<{ email: string }>();
    // @ts-expect-error: a misspelt field name does not compile
    expect(result.current.field('emial').value).toBe('');
  });
});

function LoginForm({ action }: { action: () => Promise<unknown> }) {
  const form = useForm(loginSchema, { email: '', password: '' });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => values, action)}>
      <ErrorSummary errors={form.summary} />
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      <button type="submit">Send</button>
    </form>
  );
}

const errorOf = (field: string) => document.getElementById(`${field}-error`)?.textContent;

describe('useForm in the page’s language', () => {
  afterEach(async () => {
    await act(() => chooseLanguage('en'));
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });

  it('says a contract’s messages in Spanish on a Spanish page, and the API’s as the API wrote them', async () => {
    await act(() => chooseLanguage('es'));
    const action = vi.fn().mockRejectedValue(new ApiError(400, 'Datos no válidos.', { email: ['Ya existe una cuenta con este correo.'] }));
    render(<LoginForm action={action} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Hay un problema' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ingrese su correo electrónico.' }).getAttribute('href')).toBe('#email');
    expect(errorOf('email')).toBe('Ingrese su correo electrónico.');
    expect(errorOf('password')).toBe('Ingrese su contraseña.');
    expect(action).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret!2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('link', { name: 'Ya existe una cuenta con este correo.' })).toBeTruthy();
    expect(errorOf('email')).toBe('Ya existe una cuenta con este correo.');
  });

  it('says the messages on screen again when the language changes', async () => {
    render(<LoginForm action={() => Promise.resolve()} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('link', { name: 'Enter an email address in the correct format, like name@example.org.' })).toBeTruthy();
    expect(errorOf('password')).toBe('Enter your password.');

    await act(() => chooseLanguage('es'));
    await waitFor(() => expect(errorOf('password')).toBe('Ingrese su contraseña.'));
    expect(errorOf('email')).toBe('Ingrese un correo electrónico con el formato correcto, como nombre@example.org.');
    expect(screen.getByRole('heading', { name: 'Hay un problema' })).toBeTruthy();
  });
});
