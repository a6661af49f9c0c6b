import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '../i18n/language';
import { DraftNotice } from './draft-notice';

const restoredAt = new Date(2026, 10, 22, 15, 0);

describe('DraftNotice', () => {
  it('says nothing when the form opened without a draft', () => {
    const { container } = render(<DraftNotice form={{ restoredAt: null, discardDraft: () => undefined }} />);
    expect(container.innerHTML).toBe('');
  });

  it('says when what the person typed was kept, and discards it from the first field on', () => {
    const discardDraft = vi.fn();
    render(
      <>
        <DraftNotice form={{ restoredAt, discardDraft }} />
        <label htmlFor="subject">Subject</label>
        <input id="subject" />
      </>,
    );
    const notice = screen.getByRole('status');
    expect(notice.className).toBe('usa-alert usa-alert--info usa-alert--slim margin-y-2');
    expect(notice.textContent).toBe('What you typed on this device on November 22, 2026 at 3:00 p.m. was kept. Discard it and start again');
    fireEvent.click(screen.getByRole('button', { name: 'Discard it and start again' }));
    expect(discardDraft).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(screen.getByLabelText('Subject'));
  });

  it('speaks Spanish on a Spanish page', async () => {
    await act(() => chooseLanguage('es'));
    try {
      render(<DraftNotice form={{ restoredAt, discardDraft: () => undefined }} />);
      expect(screen.getByRole('status').textContent).toBe(
        'Lo que escribió en este dispositivo el 22 de noviembre de 2026 a las 3:00 p.m. quedó guardado. Descartarlo y empezar de nuevo',
      );
      expect(screen.getByRole('button', { name: 'Descartarlo y empezar de nuevo' })).toBeTruthy();
    } finally {
      await act(() => chooseLanguage('en'));
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    }
  });
});
