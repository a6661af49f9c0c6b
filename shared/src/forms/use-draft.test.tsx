import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { AuthProvider, usePortal } from '../auth/auth-context';
import { profileSchema } from '../contracts/profile';
import { ApiError } from '../http/api-error';
import { contractApi, residentProfile, TEST_CONFIG } from '../testing/render-with-portal';
import { ErrorSummary } from '../ui/error-summary';
import { TextField } from '../ui/text-field';
import { useForm } from './use-form';

const KEY = 'portal_draft:visitor:request';
const schema = z.object({ subject: z.string().check(z.minLength(1)) });
const EMPTY = { subject: '', message: '', password: '', card_number: '', cvc: '', card_expiry: '', code: '' };
type Fields = keyof typeof EMPTY;

function Form({ action = async () => undefined, except }: { action?: () => Promise<unknown>; except?: string[] }) {
  const form = useForm(schema, EMPTY, { draft: 'request', except });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => values, action)}>
      <ErrorSummary errors={form.summary} />
      <output aria-label="Restored">{form.restoredAt?.toISOString() ?? 'none'}</output>
      {(Object.keys(EMPTY) as Fields[]).map((name) => (
        <TextField key={name} label={name} {...form.field(name)} />
      ))}
      <button type="submit">Send</button>
      <button type="button" onClick={form.discardDraft}>
        Discard
      </button>
    </form>
  );
}

const type = (name: Fields, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
const valueOf = (name: Fields) => (screen.getByLabelText(name) as HTMLInputElement).value;
const kept = (key = KEY) => JSON.parse(localStorage.getItem(key) ?? 'null') as { values: Record<string, string>; savedAt: string } | null;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useForm with a draft', () => {
  it('keeps what was typed, with the time, and restores it when the form opens again', () => {
    // The time it was kept is the clock's: this test's, fixed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:15:00Z'));
    const { unmount } = render(<Form />);
    expect(localStorage.getItem(KEY)).toBeNull();
    type('subject', 'Broken street light');
    type('message', 'On the corner of Elm Street.');
    expect(kept()?.values).toEqual({ subject: 'Broken street light', message: 'On the corner of Elm Street.', code: '' });
    const savedAt = kept()!.savedAt;
    expect(savedAt).toBe('2026-11-28T10:15:00.000Z');
    unmount();

    render(<Form />);
    expect(valueOf('subject')).toBe('Broken street light');
    expect(valueOf('message')).toBe('On the corner of Elm Street.');
    expect(screen.getByLabelText('Restored').textContent).toBe(savedAt);
  });

  it('restores only the form’s own fields, and only text', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ savedAt: '2026-11-22T15:00:00Z', values: { subject: 'Kept', message: 42, password: 'hunter2', role: 'admin' } }),
    );
    render(<Form />);
    expect(valueOf('subject')).toBe('Kept');
    expect(valueOf('message')).toBe('');
    expect(valueOf('password')).toBe('');
    expect(screen.getByLabelText('Restored').textContent).toBe('2026-11-22T15:00:00.000Z');
  });

  it('never keeps a password or a card’s number, expiry and code, nor a field it is told not to', () => {
    render(<Form except={['code']} />);
    type('password', 'Secret!2026');
    type('card_number', '4242424242424242');
    type('cvc', '123');
    type('card_expiry', '12/29');
    type('code', '9876');
    expect(localStorage.getItem(KEY)).toBeNull();
    type('subject', 'Parking permit');
    expect(kept()?.values).toEqual({ subject: 'Parking permit', message: '' });
  });

  it('removes the draft once the submission succeeds, and keeps it when it fails', async () => {
    const action = vi.fn().mockRejectedValueOnce(new ApiError(0, 'Offline')).mockResolvedValueOnce(undefined);
    render(<Form action={action} />);
    type('subject', 'Broken street light');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Offline')).toBeTruthy();
    expect(kept()?.values.subject).toBe('Broken street light');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
    expect(valueOf('subject')).toBe('Broken street light');
  });

  it('discards the draft: the form as it first was, and nothing kept', () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: '2026-11-22T15:00:00Z', values: { subject: 'Old' } }));
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(valueOf('subject')).toBe('');
    expect(screen.getByLabelText('Restored').textContent).toBe('none');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('works as a plain form when the browser refuses its storage', async () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse, key: refuse, clear: refuse, length: 0 });
    const action = vi.fn(async () => undefined);
    render(<Form action={action} />);
    type('subject', 'Broken street light');
    expect(valueOf('subject')).toBe('Broken street light');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    type('subject', 'Parking permit');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ subject: 'Parking permit' }, expect.anything()));
  });

  it('works as a plain form when the browser refuses even to show its storage (blocked site data)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      render(<Form />);
      type('subject', 'Broken street light');
      fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
      expect(valueOf('subject')).toBe('');
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('a draft and the session', () => {
  const ACCOUNT_KEY = `portal_draft:${residentProfile.id}:request`;

  function SignedIn({ children }: { children: ReactNode }) {
    const portal = usePortal();
    return (
      <>
        <button type="button" onClick={() => void portal.signIn('token')}>
          Sign in
        </button>
        <button type="button" onClick={() => portal.resetSession()}>
          Log out
        </button>
        {children}
      </>
    );
  }

  function renderSignedIn() {
    const { api } = contractApi({ 'GET /users/profile/': { response: profileSchema, answer: residentProfile } });
    render(
      <AuthProvider config={TEST_CONFIG} api={api}>
        <SignedIn>
          <Form />
        </SignedIn>
      </AuthProvider>,
    );
  }

  it('keeps the account’s draft apart, restores it when the account arrives, and removes every draft at logout', async () => {
    localStorage.setItem(ACCOUNT_KEY, JSON.stringify({ savedAt: '2026-11-22T15:00:00Z', values: { subject: 'Mine' } }));
    localStorage.setItem('portal_draft:12:contact', JSON.stringify({ savedAt: '2026-11-22T15:00:00Z', values: { subject: 'Theirs' } }));
    localStorage.setItem('portal_language', 'en');
    renderSignedIn();
    expect(valueOf('subject')).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(valueOf('subject')).toBe('Mine'));
    type('message', 'More details.');
    expect(kept(ACCOUNT_KEY)?.values).toMatchObject({ subject: 'Mine', message: 'More details.' });

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('portal_draft:'))).toEqual([]);
    expect(localStorage.getItem('portal_language')).toBe('en');
    // Nothing the person typed stays on screen for the next, nor is kept as a visitor's.
    expect(valueOf('subject')).toBe('');
    expect(valueOf('message')).toBe('');
    expect(screen.getByLabelText('Restored').textContent).toBe('none');
  });
});
