import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, renderWithPortal } from '@portal/shared/testing';
import { DonationListPage } from './donation-list-page';

const page = (results: unknown[]) => ({ count: results.length, page: 1, page_size: 10, next: null, previous: null, results });

describe('DonationListPage', () => {
  it("lists the person's donations with amount and status", async () => {
    const donation = {
      id: 1,
      reference: 'DON-2026-000001',
      cause: 'Parks and Trails Fund',
      amount_cents: 2500,
      currency: 'USD',
      anonymous: false,
      status: 'succeeded',
      created_at: '2026-09-12T10:00:00.000Z',
    };
    renderWithPortal(<DonationListPage />, { api: fakeApi({ '/donations/': page([donation]) }) });
    expect(await screen.findByText('Parks and Trails Fund')).toBeTruthy();
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.getByText('Succeeded')).toBeTruthy();
  });

  it('shows the empty state when there are none', async () => {
    renderWithPortal(<DonationListPage />, { api: fakeApi({ '/donations/': page([]) }) });
    expect(await screen.findByRole('heading', { name: 'You have not donated yet' })).toBeTruthy();
  });
});
