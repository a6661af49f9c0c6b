import type { Donation, DonationCause, DonationDetail, DonationReturn } from '@portal/shared/contracts';

import type { CauseWithTotals } from './db/donation-causes';
import type { DonationWithSlug } from './db/donations';
import { inLanguage, type Reading } from './lib/content-language';

// As serializers.ts, for donations and their causes.

export function toDonation({ donation: row, causeSlug }: DonationWithSlug): Donation {
  return {
    id: row.id,
    reference: row.reference,
    cause: row.cause,
    cause_slug: causeSlug,
    amount_cents: row.amountCents,
    currency: row.currency,
    anonymous: row.anonymous,
    status: row.status,
    receipt_number: row.receiptNumber,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toDonationDetail(
  found: DonationWithSlug & { donor: { email: string; firstName: string; lastName: string } },
): DonationDetail {
  const { donor } = found;
  const name = `${donor.firstName} ${donor.lastName}`.trim();
  return {
    ...toDonation(found),
    donor_name: name || donor.email,
    donor_email: donor.email,
    payment_label: found.donation.paymentLabel,
  };
}

/** What the return pages may show to whoever holds the session id: nothing about the donor. */
export function toDonationReturn({ donation: row, causeSlug }: DonationWithSlug): DonationReturn {
  return {
    reference: row.reference,
    cause: row.cause,
    cause_slug: causeSlug,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    receipt_number: row.receiptNumber,
  };
}

export function toDonationCause({ cause, raisedCents, donorCount, isOpen, supporters }: CauseWithTotals, reading: Reading): DonationCause {
  const words = inLanguage(reading, cause.translations, { title: cause.title, summary: cause.summary, description: cause.description });
  return {
    id: cause.id,
    slug: cause.slug,
    kind: cause.kind,
    ...words,
    goal_cents: cause.goalCents,
    raised_cents: raisedCents,
    donor_count: donorCount,
    closes_at: cause.closesAt?.toISOString() ?? null,
    is_open: isOpen,
    recent_supporters: supporters.map((supporter) => ({ name: supporter.name, paid_at: supporter.paidAt.toISOString() })),
  };
}
