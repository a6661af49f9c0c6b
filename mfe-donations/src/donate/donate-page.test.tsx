import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { DONATION_AMOUNT_MESSAGE, DONATION_TOO_SMALL } from '@portal/shared/contracts';
import { fakeApi, renderWithPortal } from '@portal/shared/testing';

import { cause } from '../test-data';
import { DonatePage } from './donate-page';

const api = () =>
  fakeApi({
    '/donation-causes/': [cause(), cause({ id: 2, slug: 'winter-shelter-appeal', title: 'Winter Shelter Appeal', kind: 'campaign' })],
  });

describe('DonatePage', () => {
  beforeEach(() => sessionStorage.clear());

  it('says what is missing next to each question', async () => {
    renderWithPortal(<DonatePage />, { api: api(), path: '/donations/donate' });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Choose what to support.')).toHaveLength(2);
    expect(screen.getAllByText(DONATION_AMOUNT_MESSAGE)).toHaveLength(2);
  });

  it('checks a typed amount against the limits, keeping what was typed', async () => {
    renderWithPortal(<DonatePage />, { api: api(), path: '/donations/donate?cause=winter-shelter-appeal' });
    expect(((await screen.findByRole('radio', { name: /Winter Shelter Appeal/ })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount in dollars' }), { target: { value: '0.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(DONATION_TOO_SMALL)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Amount in dollars' })).toMatchObject({ value: '0.50' });
  });

  it('shows a review before payment', async () => {
    renderWithPortal(<DonatePage />, { api: api(), path: '/donations/donate?cause=parks-and-trails-fund' });
    fireEvent.click(await screen.findByRole('radio', { name: '$50' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Give anonymously/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your donation' })).toBeTruthy();
    expect(screen.getByText('Anonymous')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and pay $50.00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(((await screen.findByRole('radio', { name: '$50' })) as HTMLInputElement).checked).toBe(true);
  });
});
