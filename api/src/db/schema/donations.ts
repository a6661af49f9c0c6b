import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, text, unique } from 'drizzle-orm/pg-core';

import { DONATION_CAUSE_KINDS, DONATION_STATUSES } from '@portal/shared/contracts';

import { createdAt, id, isActive, oneOf, slugShape, sortOrder, timestamptz, translations, updatedAt } from '../columns';
import { users } from './accounts';

// Donations, the causes they support, the webhook events that settle them, and the sandbox
// payment provider's own store. Kept apart from schema.ts; drizzle.config.ts and the db client
// list every schema file.

/** Where a checkout session stands: `open` until paid, declined, cancelled, or past its expiry. */
export const SESSION_STATUSES = ['open', 'paid', 'declined', 'cancelled', 'expired'] as const;

/** What a signed webhook can report: the outcome of one session. */
export const PAYMENT_EVENT_TYPES = ['paid', 'declined', 'cancelled'] as const;

export const donationReferenceSeq = pgSequence('donation_reference_seq');
/** Receipts (RCT-2026-000123) are numbered apart from donations: only paid ones get one. */
export const donationReceiptSeq = pgSequence('donation_receipt_seq');

/**
 * What residents can give to: a standing fund, or a campaign (an appeal with a goal and an end
 * date). Open while active and not past `closes_at`.
 */
export const donationCauses = pgTable(
  'donation_causes',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: DONATION_CAUSE_KINDS }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    /** Null: no target. */
    goalCents: integer('goal_cents'),
    /** Null: until further notice. */
    closesAt: timestamptz('closes_at'),
    isActive: isActive(),
    sortOrder: sortOrder(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('donation_causes_kind_valid', oneOf('kind', DONATION_CAUSE_KINDS)),
    slugShape('donation_causes', t.slug),
    check('donation_causes_goal_positive', sql`${t.goalCents} IS NULL OR ${t.goalCents} > 0`),
    check(
      'donation_causes_campaign_has_goal_and_end',
      sql`${t.kind} <> 'campaign' OR (${t.goalCents} IS NOT NULL AND ${t.closesAt} IS NOT NULL)`,
    ),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cause's title when the donation was made, so receipts read the same after a rename. */
    cause: text('cause').notNull(),
    /** Null for donations from before causes were a table. A cause with donations is never deleted. */
    causeId: integer('cause_id').references(() => donationCauses.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status', { enum: DONATION_STATUSES }).notNull().default('created'),
    /** The client's `Idempotency-Key`: a retry with it finds this row instead of making another. */
    idempotencyKey: text('idempotency_key'),
    /** The payment provider's name (`sandbox`), set when the donation is made. */
    provider: text('provider'),
    /** The provider's checkout session; set with `pending`, and how webhooks and return pages find the donation. */
    providerSessionId: text('provider_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    /** `RCT-YYYY-NNNNNN`, exactly when succeeded. */
    receiptNumber: text('receipt_number').unique(),
    paidAt: timestamptz('paid_at'),
    /** What the provider says was charged, like "Visa ending 4242". */
    paymentLabel: text('payment_label'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('donations_amount_positive', sql`${t.amountCents} > 0`),
    check('donations_currency_usd', sql`${t.currency} = 'USD'`),
    check('donations_status_valid', oneOf('status', DONATION_STATUSES)),
    // A pending donation is waiting on a checkout session: without one nothing could ever settle it.
    check('donations_pending_has_session', sql`${t.status} <> 'pending' OR ${t.providerSessionId} IS NOT NULL`),
    check(
      'donations_session_has_provider_and_url',
      sql`${t.providerSessionId} IS NULL OR (${t.provider} IS NOT NULL AND ${t.checkoutUrl} IS NOT NULL)`,
    ),
    check('donations_receipt_when_succeeded', sql`(${t.status} = 'succeeded') = (${t.receiptNumber} IS NOT NULL)`),
    check('donations_paid_at_with_receipt', sql`(${t.receiptNumber} IS NULL) = (${t.paidAt} IS NULL)`),
    index('donations_user_created_idx').on(t.userId, t.createdAt),
    index('donations_cause_status_idx').on(t.causeId, t.status),
    // NULLs are distinct, so donations made without a key never collide.
    unique('donations_user_idempotency_key').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * Every webhook event accepted, by the provider's event id: a redelivered event finds its row
 * and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type', { enum: PAYMENT_EVENT_TYPES }).notNull(),
    sessionId: text('session_id').notNull(),
    receivedAt: timestamptz('received_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check('payment_events_type_valid', oneOf('type', PAYMENT_EVENT_TYPES)),
    unique('payment_events_provider_event_key').on(t.provider, t.eventId),
    index('payment_events_session_idx').on(t.sessionId),
  ],
);

/**
 * The sandbox payment provider's own records. It stands in for a third party, so nothing of
 * the portal refers to it: donations know a session only by its id, as they would Stripe's.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    /** 32 random bytes, base64url: the hosted page is addressed by it alone. */
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    customerEmail: text('customer_email').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('open'),
    paymentLabel: text('payment_label'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    check('sandbox_checkout_sessions_status_valid', oneOf('status', SESSION_STATUSES)),
    check('sandbox_checkout_sessions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export type DonationCauseRow = typeof donationCauses.$inferSelect;
export type DonationRow = typeof donations.$inferSelect;
export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;
