import { wordsLanguage } from './content-language';
import { z } from './zod-config';

/**
 * created: stored, no checkout yet; pending: the person is at (or left) the payment provider's
 * checkout; succeeded, failed (declined) and cancelled are final and only the provider's
 * confirmation (a signed webhook or the provider's own answer about the session) sets them.
 */
export const DONATION_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'cancelled'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  created: 'Created',
  pending: 'Awaiting payment',
  succeeded: 'Paid',
  failed: 'Declined',
  cancelled: 'Cancelled',
};
export const DONATION_FINAL_STATUSES: readonly DonationStatus[] = ['succeeded', 'failed', 'cancelled'];

/** $1.00 to $10,000.00 online, in whole cents, US dollars only. */
export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 1_000_000;
export const DONATION_CURRENCY = 'USD';
export const DONATION_PRESETS_CENTS = [1000, 2500, 5000, 10000] as const;
/**
 * What a person reads next to the field: each says what to do, in a sentence. The schema's messages
 * are message ids of the kit's catalogs (see zod-config.ts).
 */
export const DONATION_CAUSE_MESSAGE = 'contract.donation.cause.required';
export const DONATION_CAUSE_CLOSED = 'This cause is no longer taking donations.';
export const DONATION_CAUSE_UNKNOWN = 'contract.donation.cause.unknown';
export const DONATION_AMOUNT_MESSAGE = 'contract.donation.amount.invalid';
export const DONATION_TOO_SMALL = 'contract.donation.amount.tooSmall';
export const DONATION_TOO_LARGE = 'contract.donation.amount.tooLarge';

/** A standing fund takes donations until it is closed; a campaign is an appeal with a goal and an end date. */
export const DONATION_CAUSE_KINDS = ['fund', 'campaign'] as const;
export type DonationCauseKind = (typeof DONATION_CAUSE_KINDS)[number];

export const donationCauseSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  kind: z.enum(DONATION_CAUSE_KINDS),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  /** null: no target. */
  goal_cents: z.nullable(z.number().check(z.int())),
  /** Sum of succeeded donations. */
  raised_cents: z.number().check(z.int()),
  /** People with at least one succeeded donation. */
  donor_count: z.number().check(z.int()),
  /** null: until further notice. */
  closes_at: z.nullable(z.string()),
  is_open: z.boolean(),
  /** The latest succeeded donations, newest first: the donor's first name, or "Anonymous" when they asked. */
  recent_supporters: z.array(z.object({ name: z.string(), paid_at: z.string() })),
  ...wordsLanguage,
});
export type DonationCause = z.infer<typeof donationCauseSchema>;

export const donationSchema = z.object({
  id: z.number().check(z.int()),
  reference: z.string(),
  /** The cause's title when the donation was made. */
  cause: z.string(),
  /** null for donations whose cause no longer exists. */
  cause_slug: z.nullable(z.string()),
  amount_cents: z.number().check(z.int()),
  currency: z.string(),
  anonymous: z.boolean(),
  status: z.enum(DONATION_STATUSES),
  /** Set when the payment succeeded: `RCT-YYYY-NNNNNN`. */
  receipt_number: z.nullable(z.string()),
  paid_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type Donation = z.infer<typeof donationSchema>;

/** One donation as its donor (or staff) sees it, with what a receipt prints. */
export const donationDetailSchema = z.extend(donationSchema, {
  donor_name: z.string(),
  donor_email: z.string(),
  /** What the provider says was charged, e.g. "Visa ending 4242"; null until paid. */
  payment_label: z.nullable(z.string()),
});
export type DonationDetail = z.infer<typeof donationDetailSchema>;

export const donationInputSchema = z.object({
  cause_slug: z
    .string({ error: DONATION_CAUSE_MESSAGE })
    .check(z.trim(), z.minLength(1, DONATION_CAUSE_MESSAGE), z.maxLength(200, DONATION_CAUSE_UNKNOWN)),
  amount_cents: z
    .number({ error: DONATION_AMOUNT_MESSAGE })
    .check(z.int(DONATION_AMOUNT_MESSAGE), z.gte(DONATION_MIN_CENTS, DONATION_TOO_SMALL), z.lte(DONATION_MAX_CENTS, DONATION_TOO_LARGE)),
  anonymous: z._default(z.boolean({ error: 'contract.donation.anonymous.required' }), false),
});
export type DonationInput = z.input<typeof donationInputSchema>;

/** What starting (or resuming) payment answers: send the person to `checkout_url`. */
export const donationCheckoutSchema = z.object({
  donation: donationSchema,
  checkout_url: z.string(),
});
export type DonationCheckout = z.infer<typeof donationCheckoutSchema>;

/**
 * What the return pages (/donations/success, /donations/cancel) may learn from the provider's
 * session id alone, without login: never the donor's name or email.
 */
export const donationReturnSchema = z.object({
  reference: z.string(),
  cause: z.string(),
  cause_slug: z.nullable(z.string()),
  amount_cents: z.number().check(z.int()),
  currency: z.string(),
  status: z.enum(DONATION_STATUSES),
  receipt_number: z.nullable(z.string()),
});
export type DonationReturn = z.infer<typeof donationReturnSchema>;

export const RECENT_SUPPORTERS_SHOWN = 5;
export const ANONYMOUS_DONOR = 'Anonymous';

export const DONATION_ALREADY_FINAL = 'This donation is already finished: start a new one instead.';

/** Where the provider sends the person back; `{CHECKOUT_SESSION_ID}` is filled in by the provider. */
export const DONATION_SUCCESS_PATH = '/donations/success?session_id={CHECKOUT_SESSION_ID}';
export const DONATION_CANCEL_PATH = '/donations/cancel?session_id={CHECKOUT_SESSION_ID}';
