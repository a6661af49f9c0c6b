import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@portal/shared';
import { fakeApi, renderWithPortal } from '@portal/shared/testing';

import { donation } from '../test-data';
import { ReceiptPage } from './receipt-page';

const detail = { ...donation(), donor_name: 'Rosa Diaz', donor_email: 'resident@example.org', payment_label: 'Visa ending 4242' };
const render = (value: unknown) =>
  renderWithPortal(
    <Routes>
      <Route path="/donations/receipts/:reference" element={<ReceiptPage />} />
    </Routes>,
    {
      api: fakeApi({ '/donations/DON-2026-000001/': value, '/organization/': new ApiError(500, 'down') }),
      path: '/donations/receipts/DON-2026-000001',
    },
  );

describe('ReceiptPage', () => {
  it('prints what a receipt needs', async () => {
    render(detail);
    expect(await screen.findByRole('heading', { name: 'Donation receipt' })).toBeTruthy();
    expect(screen.getByText(/Rosa Diaz/)).toBeTruthy();
    for (const text of ['RCT-2026-000001', '$25.00', 'Visa ending 4242', 'DON-2026-000001']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print this receipt' })).toBeTruthy();
  });

  it('has no receipt for an unpaid donation', async () => {
    render({ ...detail, status: 'cancelled', receipt_number: null, paid_at: null });
    expect(await screen.findByRole('heading', { name: 'No receipt yet' })).toBeTruthy();
  });
});
