import { randomBytes } from 'node:crypto';

import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';

import type { Db } from '../../db/client';
import { sandboxCheckoutSessions, type SandboxSessionRow } from '../../db/schema';
import { randomToken, TOKEN_PATTERN } from '../../lib/tokens';
import {
  PAYMENT_EVENT_TYPES,
  WebhookPayloadError,
  type CheckoutInput,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
  type SessionState,
} from '../types';
import { SIGNATURE_HEADER, signatureHeader, verifySignature } from './signature';

/** How long a checkout session can be paid, as Stripe's default is 24 hours; ours is shorter. */
const SESSION_LIFETIME = sql.raw(`interval '1 hour'`);

/** The event the sandbox posts to its webhook, like a (much smaller) Stripe event. */
const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(PAYMENT_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({
    session_id: z.string().min(1).max(200),
    amount_cents: z.number().int(),
    currency: z.string(),
    payment_label: z.string().nullable(),
  }),
});

export type SignedEvent = { body: string; headers: Record<string, string> };

/**
 * A payment provider that lives in the API itself: sessions in `sandbox_checkout_sessions`, a
 * hosted card form at `/api/payments/sandbox/checkout/{id}/` (routes/payments/sandbox), and
 * webhooks signed like Stripe's. No money moves; it exists so the whole flow can be used and
 * tested before a real provider is signed up.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    /** The portal's address (PUBLIC_URL), where the hosted page lives behind its /api proxy. */
    readonly publicUrl: string,
    private readonly webhookSecret: string,
  ) {}

  checkoutUrl(id: string): string {
    return `${this.publicUrl}/api/payments/sandbox/checkout/${id}/`;
  }

  private state(row: SandboxSessionRow): SessionState {
    return {
      id: row.id,
      url: this.checkoutUrl(row.id),
      status: row.status,
      amountCents: row.amountCents,
      currency: row.currency,
      paymentLabel: row.paymentLabel,
    };
  }

  async createCheckout(input: CheckoutInput): Promise<SessionState> {
    const [created] = await this.db
      .insert(sandboxCheckoutSessions)
      .values({
        id: randomToken(),
        idempotencyKey: input.idempotencyKey,
        reference: input.reference,
        description: input.description,
        amountCents: input.amountCents,
        currency: input.currency,
        customerEmail: input.customerEmail,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: sql`now() + ${SESSION_LIFETIME}`,
      })
      // Parallel creates with one key: one row gets in, the others find it.
      .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey })
      .returning();
    const row =
      created ??
      (
        await this.db
          .select()
          .from(sandboxCheckoutSessions)
          .where(eq(sandboxCheckoutSessions.idempotencyKey, input.idempotencyKey))
          .limit(1)
      )[0];
    if (!row) throw new Error('sandbox checkout conflicted but no session has its key');
    // As Stripe answers a reused key with other parameters: an error, never a different charge.
    if (row.amountCents !== input.amountCents || row.currency !== input.currency || row.reference !== input.reference) {
      throw new Error('sandbox idempotency key reused with different parameters');
    }
    return this.state(row);
  }

  /** The stored session, marked expired first when its hour is over; null for an unknown id. */
  async findSession(id: string): Promise<SandboxSessionRow | null> {
    if (!TOKEN_PATTERN.test(id)) return null;
    const [expired] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'expired' })
      .where(
        and(
          eq(sandboxCheckoutSessions.id, id),
          eq(sandboxCheckoutSessions.status, 'open'),
          lte(sandboxCheckoutSessions.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (expired) return expired;
    const [row] = await this.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)).limit(1);
    return row ?? null;
  }

  async getSession(id: string): Promise<SessionState | null> {
    const row = await this.findSession(id);
    return row ? this.state(row) : null;
  }

  async cancelSession(id: string): Promise<SessionState | null> {
    const row = await this.findSession(id);
    if (!row || row.status !== 'open') return row ? this.state(row) : null;
    const [cancelled] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'cancelled' })
      .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')))
      .returning();
    // Not open any more: a payment (or another cancel) got there first, and its outcome stands.
    return cancelled ? this.state(cancelled) : this.getSession(id);
  }

  /**
   * The hosted form's outcome, stored only while the session is open and unexpired: of two
   * submissions (or a submission and a cancel), exactly one decides. Null when it was too late.
   */
  async complete(id: string, outcome: 'paid' | 'declined', paymentLabel: string): Promise<SandboxSessionRow | null> {
    const [row] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: outcome, paymentLabel })
      .where(
        and(
          eq(sandboxCheckoutSessions.id, id),
          eq(sandboxCheckoutSessions.status, 'open'),
          gt(sandboxCheckoutSessions.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** The webhook delivery for a session's outcome: the JSON body and its signature header. */
  signedEvent(row: SandboxSessionRow, type: PaymentEventType, timestamp = Math.floor(Date.now() / 1000)): SignedEvent {
    const event: z.infer<typeof eventSchema> = {
      id: `evt_${randomBytes(16).toString('hex')}`,
      type,
      created: timestamp,
      data: { session_id: row.id, amount_cents: row.amountCents, currency: row.currency, payment_label: row.paymentLabel },
    };
    const body = JSON.stringify(event);
    return {
      body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(this.webhookSecret, body, timestamp) },
    };
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    verifySignature(this.webhookSecret, rawBody, headers[SIGNATURE_HEADER]);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookPayloadError('body is not JSON');
    }
    const parsed = eventSchema.safeParse(json);
    if (!parsed.success) throw new WebhookPayloadError('body is not a sandbox event');
    const { id, type, data } = parsed.data;
    return {
      id,
      type,
      sessionId: data.session_id,
      amountCents: data.amount_cents,
      currency: data.currency,
      paymentLabel: data.payment_label,
    };
  }
}
