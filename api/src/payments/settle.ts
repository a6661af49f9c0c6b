import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

import type { DonationStatus } from '@portal/shared/contracts';

import type { Db } from '../db/client';
import { nextReference } from '../db/references';
import { donations, users, type DonationRow } from '../db/schema';
import type { Metrics } from '../lib/metrics';
import { thankYouMail } from '../services/donation-mail';
import type { Mailer } from '../services/mail';
import type { SessionStatus } from './types';

export type DonationOutcome = Extract<DonationStatus, 'succeeded' | 'failed' | 'cancelled'>;

/** What a session's state means for its donation; `open` means nothing yet. */
const OUTCOMES: Record<SessionStatus, DonationOutcome | null> = {
  open: null,
  paid: 'succeeded',
  declined: 'failed',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

/** What the provider says about a session: a signed webhook event, or its own answer when asked. */
export type ProviderReport = {
  status: SessionStatus;
  amountCents: number;
  currency: string;
  paymentLabel: string | null;
};

export type SettleContext = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'paymentsSettled'>;
  /** The language of the donor's mail, from their account's choice: theirs if the portal speaks it, else the settling request's. */
  mailLanguage: (chosen: string | null) => string;
};

/** The context of a request that settles donations: its logger, and its language for donors who chose none. */
export function settleContext(app: FastifyInstance, request: FastifyRequest, db: Db = app.db): SettleContext {
  return {
    db,
    mailer: app.mailer,
    log: request.log,
    metrics: app.metrics,
    mailLanguage: (chosen) => app.spoken(chosen) ?? request.language,
  };
}

export type SettleResult = 'settled' | 'open' | 'not_pending' | 'mismatch';

/**
 * Moves a pending donation to its final status in one transaction: the row is locked and the
 * update is conditional on `pending`, so of a webhook, a return page and a cancel arriving
 * together only the first outcome counts, and a final status never changes again. A success
 * takes the next receipt number and queues the thank-you mail in the same transaction.
 * Returns whether this call settled it.
 */
export async function settleDonation(
  ctx: SettleContext,
  donationId: number,
  outcome: DonationOutcome,
  paymentLabel: string | null,
): Promise<boolean> {
  const settled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ donation: donations, donor: { email: users.email, firstName: users.firstName, language: users.language } })
      .from(donations)
      .innerJoin(users, eq(users.id, donations.userId))
      .where(and(eq(donations.id, donationId), eq(donations.status, 'pending')))
      .for('update', { of: donations });
    if (!row) return false;
    const now = new Date();
    const paid = outcome === 'succeeded';
    // Only once the row is ours, so a lost race does not leave a gap in the receipt numbers.
    const receiptNumber = paid ? await nextReference(tx, 'receipt', now) : null;
    const [updated] = await tx
      .update(donations)
      .set({ status: outcome, updatedAt: now, ...(paid ? { receiptNumber, paidAt: now, paymentLabel } : {}) })
      .where(and(eq(donations.id, donationId), eq(donations.status, 'pending')))
      .returning();
    if (!updated) return false;
    if (paid && updated.receiptNumber && updated.paidAt) {
      await ctx.mailer.send(
        thankYouMail({
          to: row.donor,
          language: ctx.mailLanguage(row.donor.language),
          reference: updated.reference,
          receiptNumber: updated.receiptNumber,
          cause: updated.cause,
          amountCents: updated.amountCents,
          currency: updated.currency,
          paidAt: updated.paidAt,
          paymentLabel: updated.paymentLabel,
          anonymous: updated.anonymous,
          link: ctx.mailer.link(`/donations/receipts/${updated.reference}`),
        }),
        tx,
      );
    }
    return true;
  });
  if (settled) ctx.metrics.paymentsSettled.inc({ outcome });
  return settled;
}

/**
 * Settles a pending donation from the provider's report on its session. `null` (the provider
 * does not know the session) can never be paid, so it cancels. A report whose amount or
 * currency is not the donation's is refused and logged: it is not about this donation.
 */
export async function settleFromProvider(ctx: SettleContext, donation: DonationRow, report: ProviderReport | null): Promise<SettleResult> {
  if (donation.status !== 'pending') return 'not_pending';
  if (report === null) return (await settleDonation(ctx, donation.id, 'cancelled', null)) ? 'settled' : 'not_pending';
  const outcome = OUTCOMES[report.status];
  if (outcome === null) return 'open';
  if (report.amountCents !== donation.amountCents || report.currency !== donation.currency) {
    ctx.log.warn(
      {
        donation: donation.reference,
        expected: { amountCents: donation.amountCents, currency: donation.currency },
        reported: { amountCents: report.amountCents, currency: report.currency, status: report.status },
      },
      'payment report does not match its donation: not applied',
    );
    return 'mismatch';
  }
  return (await settleDonation(ctx, donation.id, outcome, report.paymentLabel)) ? 'settled' : 'not_pending';
}
