// What the donations code needs from a payment provider, shaped after Stripe Checkout so that a
// real provider maps onto it one call to one call (docs/decisions/004-payment-provider.md).

// The states are stored (db/schema/donations.ts checks them), so they are defined there.
import { PAYMENT_EVENT_TYPES, SESSION_STATUSES } from '../db/schema/donations';

export { PAYMENT_EVENT_TYPES, SESSION_STATUSES };
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export type CheckoutInput = {
  /** Same key, same session: a retried create never makes a second one. */
  idempotencyKey: string;
  /** Ours (the donation reference), shown to the payer and echoed nowhere else. */
  reference: string;
  description: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  /** Absolute; `{CHECKOUT_SESSION_ID}` in them is replaced with the session id. */
  successUrl: string;
  cancelUrl: string;
};

export type SessionState = {
  id: string;
  /** The hosted checkout page to send the payer to. */
  url: string;
  status: SessionStatus;
  amountCents: number;
  currency: string;
  /** What was charged, like "Visa ending 4242"; null until the payer has tried a card. */
  paymentLabel: string | null;
};

export type PaymentEvent = {
  /** The provider's event id: a redelivery carries the same one. */
  id: string;
  type: PaymentEventType;
  sessionId: string;
  amountCents: number;
  currency: string;
  paymentLabel: string | null;
};

export interface PaymentProvider {
  /** As it appears in `donations.provider` and in the webhook URL `/api/payments/webhooks/{name}`. */
  readonly name: string;
  createCheckout(input: CheckoutInput): Promise<SessionState>;
  /** Null when the provider does not know the id. */
  getSession(id: string): Promise<SessionState | null>;
  /**
   * Ends an open session so it can no longer be paid, and returns its final state: `paid` (or
   * `declined`) when the payer got there first. Null when the provider does not know the id.
   */
  cancelSession(id: string): Promise<SessionState | null>;
  /** Verifies the signature (throws WebhookSignatureError) and returns the event it vouches for. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

/** A webhook whose signature is missing, wrong or too old: it proves nothing and changes nothing. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookSignatureError';
  }
}

/** A correctly signed webhook whose body is not an event this provider sends. */
export class WebhookPayloadError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookPayloadError';
  }
}

/** `{CHECKOUT_SESSION_ID}` in a return URL filled in, as Stripe does it. */
export function returnUrl(template: string, sessionId: string): string {
  return template.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));
}
