import type { Donation, DonationCause, DonationReturn } from '@portal/shared/contracts';

/** Fixtures in the shapes the API answers with. */
export function cause(overrides: Partial<DonationCause> = {}): DonationCause {
  return {
    id: 1,
    slug: 'parks-and-trails-fund',
    kind: 'fund',
    title: 'Parks and Trails Fund',
    summary: 'New benches and trail repairs.',
    description: 'Every dollar goes to the parks.',
    goal_cents: 5_000_000,
    raised_cents: 1_250_000,
    donor_count: 42,
    closes_at: null,
    is_open: true,
    recent_supporters: [
      { name: 'Anonymous', paid_at: '2026-11-01T10:00:00.000Z' },
      { name: 'Rosa', paid_at: '2026-10-01T10:00:00.000Z' },
    ],
    ...overrides,
  };
}

export function donation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 1,
    reference: 'DON-2026-000001',
    cause: 'Parks and Trails Fund',
    cause_slug: 'parks-and-trails-fund',
    amount_cents: 2500,
    currency: 'USD',
    anonymous: false,
    status: 'succeeded',
    receipt_number: 'RCT-2026-000001',
    paid_at: '2026-09-12T10:05:00.000Z',
    created_at: '2026-09-12T10:00:00.000Z',
    ...overrides,
  };
}

export function returned(overrides: Partial<DonationReturn> = {}): DonationReturn {
  const { reference, cause: title, cause_slug, amount_cents, currency, status, receipt_number } = donation();
  return { reference, cause: title, cause_slug, amount_cents, currency, status, receipt_number, ...overrides };
}

export const page = <T>(results: T[]) => ({ count: results.length, page: 1, page_size: 10, next: null, previous: null, results });
