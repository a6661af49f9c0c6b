import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { donationCheckoutSchema, type DonationCheckout } from '@portal/shared/contracts';

import type { App } from '../src/app';
import { donations, sandboxCheckoutSessions } from '../src/db/schema';
import { call, register, signSandboxEvent } from './helpers';

export const PAID_CARD = { name: 'Rosa Martinez', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
export const DECLINED_CARD = { ...PAID_CARD, card_number: '4000 0000 0000 0002' };

/** A new resident with a name; returns the token and email. */
export async function donor(app: App, name = 'donor') {
  const email = `${name}-${randomBytes(4).toString('hex')}@example.org`;
  const token = await register(app, email, 'Donations-Test-2026!', { first_name: 'Dana', last_name: 'Donor' });
  return { token, email };
}

export function donate(app: App, token: string, body: unknown, key?: string) {
  return call(app, 'POST', '/api/donations/', { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
}

/** A pending donation of the token's owner: its checkout answer and the session id in its URL. */
export async function pendingDonation(app: App, token: string, body: Record<string, unknown> = {}) {
  const response = await donate(app, token, { cause_slug: 'parks-and-trails-fund', amount_cents: 2500, ...body });
  expect(response.statusCode, response.body).toBe(201);
  const checkout: DonationCheckout = donationCheckoutSchema.parse(response.json());
  return { ...checkout, sessionId: sessionIdOf(checkout.checkout_url) };
}

export function sessionIdOf(checkoutUrl: string): string {
  const match = /\/api\/payments\/sandbox\/checkout\/([A-Za-z0-9_-]{43})\/$/.exec(checkoutUrl);
  if (!match?.[1]) throw new Error(`not a sandbox checkout URL: ${checkoutUrl}`);
  return match[1];
}

/** Posts the sandbox card form as a browser would. */
export function payOnSandbox(app: App, sessionId: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${sessionId}/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

type EventFields = {
  id?: string;
  type: 'paid' | 'declined' | 'cancelled';
  sessionId: string;
  amountCents: number;
  currency?: string;
  paymentLabel?: string | null;
};

/** The raw JSON of a sandbox event. */
export function sandboxEvent(fields: EventFields): string {
  return JSON.stringify({
    id: fields.id ?? `evt_${randomBytes(8).toString('hex')}`,
    type: fields.type,
    created: Math.floor(Date.now() / 1000),
    data: {
      session_id: fields.sessionId,
      amount_cents: fields.amountCents,
      currency: fields.currency ?? 'USD',
      payment_label: fields.paymentLabel === undefined ? (fields.type === 'cancelled' ? null : 'Visa ending 4242') : fields.paymentLabel,
    },
  });
}

/** Delivers a raw body to the sandbox webhook, signed unless a signature (or none) is given. */
export function deliver(app: App, body: string, signature: string | null = signSandboxEvent(body), provider = 'sandbox') {
  return app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${provider}/`,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'sandbox-signature': signature }) },
    payload: body,
  });
}

export async function donationRow(app: App, reference: string) {
  const [row] = await app.db.select().from(donations).where(eq(donations.reference, reference));
  if (!row) throw new Error(`no donation ${reference}`);
  return row;
}

export async function sessionRow(app: App, sessionId: string) {
  const [row] = await app.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
  if (!row) throw new Error(`no sandbox session ${sessionId}`);
  return row;
}

/** Marks a sandbox session paid (or declined) at the provider without any webhook: a lost delivery. */
export async function settleAtProviderOnly(app: App, sessionId: string, status: 'paid' | 'declined' = 'paid') {
  await app.db
    .update(sandboxCheckoutSessions)
    .set({ status, paymentLabel: 'Mastercard ending 4444' })
    .where(eq(sandboxCheckoutSessions.id, sessionId));
}
