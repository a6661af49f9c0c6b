import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { donationReturnSchema, type DonationReturn } from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { returned } from '../test-data';
import { DonationCancelPage, DonationSuccessPage } from './donation-return-page';

const look = '/donations/return/cs_abc/';
const looked = (answer: DonationReturn) => contractApi({ [`GET ${look}`]: { response: donationReturnSchema, answer } }).api;

describe('donation return pages', () => {
  beforeEach(() => sessionStorage.clear());

  it('thanks the donor once the API says it is paid, and forgets the draft', async () => {
    sessionStorage.setItem('portal.donations.draft', JSON.stringify({ key: 'k', values: {} }));
    renderWithPortal(<DonationSuccessPage />, {
      api: looked(returned()),
      path: '/donations/success?session_id=cs_abc',
    });
    // The confirmation panel under the page's heading: what happened, the receipt number, what happens next.
    const panel = await screen.findByRole('region', { name: 'Thank you for your donation' });
    expect(panel.textContent).toContain('Your receipt number');
    expect(panel.textContent).toContain('RCT-2026-000001');
    const h1 = screen.getByRole('heading', { level: 1, name: 'Your donation' });
    expect(h1.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem('portal.donations.draft')).toBeNull();
  });

  it('says a declined payment was not charged and offers to try again', async () => {
    renderWithPortal(<DonationSuccessPage />, {
      api: looked(returned({ status: 'failed', receipt_number: null })),
      path: '/donations/success?session_id=cs_abc',
    });
    expect(await screen.findByRole('heading', { name: 'Your payment was declined' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/donations/donate?cause=parks-and-trails-fund&amount=2500',
    );
  });

  it('shows "success" for what the API says, not what the URL says', async () => {
    renderWithPortal(<DonationSuccessPage />, {
      api: looked(returned({ status: 'pending', receipt_number: null })),
      path: '/donations/success?session_id=cs_abc',
    });
    expect(await screen.findByRole('heading', { name: 'We are confirming your payment' })).toBeTruthy();
  });

  it('cancels through the API, which may answer that it was paid after all', async () => {
    renderWithPortal(<DonationCancelPage />, {
      api: contractApi({
        [`POST ${look}cancel/`]: { response: donationReturnSchema, answer: returned({ status: 'cancelled', receipt_number: null }) },
      }).api,
      path: '/donations/cancel?session_id=cs_abc',
    });
    expect(await screen.findByRole('heading', { name: 'Your donation was cancelled' })).toBeTruthy();
  });

  it('says so when the session is unknown or missing', async () => {
    renderWithPortal(<DonationSuccessPage />, {
      api: contractApi({ [`GET ${look}`]: { error: { status: 404, detail: 'Not found.' } } }).api,
      path: '/donations/success?session_id=cs_abc',
    });
    expect(await screen.findByRole('heading', { name: 'We could not find this payment' })).toBeTruthy();
  });

  it('needs no request without a session id', () => {
    renderWithPortal(<DonationSuccessPage />, { api: contractApi({}).api, path: '/donations/success' });
    expect(screen.getByRole('heading', { name: 'We could not find this payment' })).toBeTruthy();
  });
});
