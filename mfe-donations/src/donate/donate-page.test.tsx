import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { kitText } from '@portal/shared';
import {
  DONATION_AMOUNT_MESSAGE,
  DONATION_CAUSE_MESSAGE,
  DONATION_TOO_SMALL,
  donationCauseSchema,
  listSchema,
} from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { cause } from '../test-data';
import { DonatePage } from './donate-page';

/** The contract's message as the page shows it: its words in the page's language (the kit's catalog). */
const shown = (id: string) => kitText.text(id);

const api = () =>
  contractApi({
    'GET /donation-causes/': {
      response: listSchema(donationCauseSchema),
      answer: [cause(), cause({ id: 2, slug: 'winter-shelter-appeal', title: 'Winter Shelter Appeal', kind: 'campaign' })],
    },
  }).api;

describe('DonatePage', () => {
  // The tab's donation and the device's draft: each test starts without them.
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('says what is missing next to each question', async () => {
    renderWithPortal(<DonatePage />, { api: api(), path: '/donations/donate' });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(shown(DONATION_CAUSE_MESSAGE))).toHaveLength(2);
    expect(screen.getAllByText(shown(DONATION_AMOUNT_MESSAGE))).toHaveLength(2);
  });

  it('checks a typed amount against the limits, keeping what was typed', async () => {
    renderWithPortal(<DonatePage />, { api: api(), path: '/donations/donate?cause=winter-shelter-appeal' });
    expect(((await screen.findByRole('radio', { name: /Winter Shelter Appeal/ })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    const field = screen.getByRole('textbox', { name: 'Amount in dollars' });
    // Money has its "$" before the field, and a decimal keypad on a phone.
    expect(field.closest('.usa-input-group')?.querySelector('.usa-input-prefix')?.textContent).toBe('$');
    expect(field.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(field, { target: { value: '0.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(shown(DONATION_TOO_SMALL))).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Amount in dollars' })).toMatchObject({ value: '0.50' });
  });

  it('shows a review before payment', async () => {
    renderWithPortal(<DonatePage />, { api: api(), path: '/donations/donate?cause=parks-and-trails-fund' });
    fireEvent.click(await screen.findByRole('radio', { name: '$50' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Give anonymously/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your donation' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Make a donation' })).toBeNull();
    expect(screen.getByText('Anonymous')).toBeTruthy();
    // Once the step has settled (the form no longer sending the first step's answers).
    expect(await screen.findByRole('button', { name: 'Confirm and pay $50.00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Change amount' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Make a donation' })).toBeTruthy();
    expect(((await screen.findByRole('radio', { name: '$50' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Give anonymously/ }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ['no amount', '/donations/donate?cause=parks-and-trails-fund&step=review', [DONATION_AMOUNT_MESSAGE]],
    ['an amount that is not one', '/donations/donate?cause=parks-and-trails-fund&amount=abc&step=review', [DONATION_AMOUNT_MESSAGE]],
    ['no cause', '/donations/donate?amount=2500&step=review', [DONATION_CAUSE_MESSAGE]],
    ['a cause that is not open', '/donations/donate?cause=moon-base&amount=2500&step=review', [DONATION_CAUSE_MESSAGE]],
  ])('never draws the check step without its answers: %s goes back to the form', async (_name, path, messages) => {
    renderWithPortal(<DonatePage />, { api: api(), path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Make a donation' })).toBeTruthy();
    for (const message of messages) expect(await screen.findAllByText(shown(message))).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Check your donation' })).toBeNull();
    expect(document.body.textContent).not.toContain('NaN');
  });

  it('keeps the answers given when the check step is opened with one missing', async () => {
    renderWithPortal(<DonatePage />, { api: api(), path: '/donations/donate?cause=winter-shelter-appeal&step=review' });
    expect(await screen.findAllByText(shown(DONATION_AMOUNT_MESSAGE))).toHaveLength(2);
    expect((screen.getByRole('radio', { name: /Winter Shelter Appeal/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('draws the check step from a complete link', async () => {
    renderWithPortal(<DonatePage />, { api: api(), path: '/donations/donate?cause=parks-and-trails-fund&amount=2500&step=review' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your donation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and pay $25.00' })).toBeTruthy();
  });

  it('shows an amount from "Try again" that is no preset as the amount typed', async () => {
    renderWithPortal(<DonatePage />, { api: api(), path: '/donations/donate?cause=parks-and-trails-fund&amount=3000' });
    expect(((await screen.findByRole('radio', { name: 'Other amount' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Amount in dollars' })).toMatchObject({ value: '30' });
  });
});
