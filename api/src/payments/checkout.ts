import { and, eq } from 'drizzle-orm';

import type { Db } from '../db/client';
import { findDonationById, type DonationWithSlug } from '../db/donations';
import { donations } from '../db/schema';
import type { PaymentProvider } from './types';

export type CheckoutContext = {
  db: Db;
  payments: PaymentProvider;
  returnUrls: { success: string; cancel: string };
};

/**
 * Gives a `created` donation its checkout session and makes it `pending`; any other donation is
 * returned as it is. The session's idempotency key is the donation reference, so retries and
 * parallel requests get the provider's one session, and the conditional update lets only one of
 * them store it: the others read what the winner stored.
 */
export async function ensureCheckout(ctx: CheckoutContext, found: DonationWithSlug, customerEmail: string): Promise<DonationWithSlug> {
  const { donation } = found;
  if (donation.status !== 'created') return found;
  const session = await ctx.payments.createCheckout({
    idempotencyKey: donation.reference,
    reference: donation.reference,
    description: `Donation to ${donation.cause}`,
    amountCents: donation.amountCents,
    currency: donation.currency,
    customerEmail,
    successUrl: ctx.returnUrls.success,
    cancelUrl: ctx.returnUrls.cancel,
  });
  await ctx.db
    .update(donations)
    .set({
      status: 'pending',
      provider: ctx.payments.name,
      providerSessionId: session.id,
      checkoutUrl: session.url,
      updatedAt: new Date(),
    })
    .where(and(eq(donations.id, donation.id), eq(donations.status, 'created')));
  const stored = await findDonationById(ctx.db, donation.id);
  if (!stored) throw new Error(`donation ${donation.reference} vanished while starting its checkout`);
  return stored;
}

/** The provider that made a donation's session, when it is the one configured now. */
export function providerOf(payments: PaymentProvider, found: DonationWithSlug): PaymentProvider | null {
  return found.donation.provider === payments.name && found.donation.providerSessionId ? payments : null;
}
