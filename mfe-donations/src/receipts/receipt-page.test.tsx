import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { donationDetailSchema, type DonationDetail } from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { donation } from '../test-data';
import { ReceiptPage } from './receipt-page';

const detail: DonationDetail = {
  ...donation(),
  donor_name: 'Rosa Diaz',
  donor_email: 'resident@example.org',
  payment_label: 'Visa ending 4242',
};
const render = (value: DonationDetail) =>
  renderWithPortal(
    <Routes>
      <Route path="/donations/receipts/:reference" element={<ReceiptPage />} />
    </Routes>,
    {
      api: contractApi({
        'GET /donations/DON-2026-000001/': { response: donationDetailSchema, answer: value },
        'GET /organization/': { error: { status: 500, detail: 'down' } },
      }).api,
      path: '/donations/receipts/DON-2026-000001',
    },
  );

describe('ReceiptPage', () => {
  it('prints what a receipt needs', async () => {
    render(detail);
    expect(screen.getByRole('heading', { level: 1, name: 'Donation receipt' })).toBeTruthy();
    expect(await screen.findByText(/Rosa Diaz/)).toBeTruthy();
    // The kit's summary list: each fact a label and its value.
    expect(screen.getByText('Receipt number').closest('dl')?.className).toContain('portal-summary-list');
    expect(screen.getByText('September 12, 2026')).toBeTruthy();
    for (const text of ['RCT-2026-000001', '$25.00', 'Visa ending 4242', 'DON-2026-000001']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print this receipt' })).toBeTruthy();
  });

  it('has no receipt for an unpaid donation', async () => {
    render({ ...detail, status: 'cancelled', receipt_number: null, paid_at: null });
    expect(await screen.findByRole('heading', { name: 'No receipt yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Donation receipt' })).toBeTruthy();
  });
});
