import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { donationReturnSchema } from '@portal/shared/contracts';

import { sandboxCheckoutSessions } from '../src/db/schema';
import {
  deliver,
  donationRow,
  donor,
  PAID_CARD,
  payOnSandbox,
  pendingDonation,
  sandboxEvent,
  sessionRow,
  settleAtProviderOnly,
} from './donations-helpers';
import { ADMIN, call, login, mailsTo, startTestApp, WEBHOOK_SECRET, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let resident: Awaited<ReturnType<typeof donor>>;
beforeAll(async () => {
  ctx = await startTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
  [admin, resident] = await Promise.all([login(ctx.app, ADMIN), donor(ctx.app, 'returns')]);
});
afterAll(() => ctx?.close());

/** No login, no token: whoever holds the session id, as the provider's redirect gives it. */
const lookUp = (sessionId: string) => call(ctx.app, 'GET', `/api/donations/return/${sessionId}/`);
const cancel = (sessionId: string, xsrf = true) => call(ctx.app, 'POST', `/api/donations/return/${sessionId}/cancel/`, { xsrf });
async function thankYous(): Promise<number> {
  return (await mailsTo(ctx.app, admin, resident.email)).filter((m) => m.subject.startsWith('Thank you')).length;
}

describe('GET /api/donations/return/{sessionId}', () => {
  it('tells anyone with the session id where the donation stands, and nothing about the donor', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token, { amount_cents: 3100 });
    const response = await lookUp(sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reference: donation.reference,
      cause: 'Parks and Trails Fund',
      cause_slug: 'parks-and-trails-fund',
      amount_cents: 3100,
      currency: 'USD',
      status: 'pending',
      receipt_number: null,
    });
    expect(response.body).not.toContain(resident.email);
  });

  it('is 404 for an unknown session', async () => {
    expect((await lookUp('x'.repeat(43))).statusCode).toBe(404);
    expect((await cancel('x'.repeat(43))).statusCode).toBe(404);
  });

  it('settles from the provider when no webhook came: paid → succeeded (with the mail), declined → failed', async () => {
    const paid = await pendingDonation(ctx.app, resident.token);
    await settleAtProviderOnly(ctx.app, paid.sessionId, 'paid');
    const before = await thankYous();
    const answer = donationReturnSchema.parse((await lookUp(paid.sessionId)).json());
    expect(answer.status).toBe('succeeded');
    expect(answer.receipt_number).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(await donationRow(ctx.app, paid.donation.reference)).toMatchObject({ paymentLabel: 'Mastercard ending 4444' });
    expect(await thankYous()).toBe(before + 1);

    const declined = await pendingDonation(ctx.app, resident.token);
    await settleAtProviderOnly(ctx.app, declined.sessionId, 'declined');
    expect(donationReturnSchema.parse((await lookUp(declined.sessionId)).json()).status).toBe('failed');
    expect(await thankYous()).toBe(before + 1);
  });

  it('cancels a donation whose session has expired, and leaves an open one pending', async () => {
    const open = await pendingDonation(ctx.app, resident.token);
    expect(donationReturnSchema.parse((await lookUp(open.sessionId)).json()).status).toBe('pending');
    await ctx.app.db
      .update(sandboxCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCheckoutSessions.id, open.sessionId));
    expect(donationReturnSchema.parse((await lookUp(open.sessionId)).json()).status).toBe('cancelled');
  });

  it('settles once under parallel lookups: one receipt, one mail, every answer succeeded', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    await settleAtProviderOnly(ctx.app, sessionId, 'paid');
    const before = await thankYous();
    const answers = await Promise.all(Array.from({ length: 8 }, () => lookUp(sessionId)));
    const bodies = answers.map((a) => donationReturnSchema.parse(a.json()));
    expect(bodies.every((b) => b.status === 'succeeded')).toBe(true);
    expect(new Set(bodies.map((b) => b.receipt_number)).size).toBe(1);
    expect(await thankYous()).toBe(before + 1);
    expect((await donationRow(ctx.app, donation.reference)).receiptNumber).toBe(bodies[0]!.receipt_number);
  });

  it('agrees with the webhook that got there first, mailing once', async () => {
    const { sessionId } = await pendingDonation(ctx.app, resident.token);
    const before = await thankYous();
    expect((await payOnSandbox(ctx.app, sessionId, PAID_CARD)).statusCode).toBe(303);
    expect(donationReturnSchema.parse((await lookUp(sessionId)).json()).status).toBe('succeeded');
    expect(await thankYous()).toBe(before + 1);
  });
});

describe('POST /api/donations/return/{sessionId}/cancel', () => {
  it('ends the session at the provider and cancels the donation; again changes nothing', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    const response = await cancel(sessionId);
    expect(response.statusCode).toBe(200);
    expect(donationReturnSchema.parse(response.json())).toMatchObject({
      reference: donation.reference,
      status: 'cancelled',
      receipt_number: null,
    });
    expect((await sessionRow(ctx.app, sessionId)).status).toBe('cancelled');
    const again = await cancel(sessionId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    // A late webhook saying otherwise changes nothing either.
    await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId, amountCents: 2500 }));
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('cancelled');
  });

  it('never cancels a paid session: the payment that won the race stands', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    // Paid at the provider, its webhook not (yet) delivered.
    await settleAtProviderOnly(ctx.app, sessionId, 'paid');
    const before = await thankYous();
    const response = await cancel(sessionId);
    expect(response.statusCode).toBe(200);
    expect(donationReturnSchema.parse(response.json()).status).toBe('succeeded');
    expect((await sessionRow(ctx.app, sessionId)).status).toBe('paid');
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('succeeded');
    expect(await thankYous()).toBe(before + 1);
  });

  it('answers a donation already paid as it is', async () => {
    const { sessionId } = await pendingDonation(ctx.app, resident.token);
    expect((await payOnSandbox(ctx.app, sessionId, PAID_CARD)).statusCode).toBe(303);
    expect(donationReturnSchema.parse((await cancel(sessionId)).json()).status).toBe('succeeded');
  });

  it('cancels once under parallel requests', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(sessionId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(answers.every((a) => a.json().status === 'cancelled')).toBe(true);
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('cancelled');
  });

  it('needs the XSRF header, but no login', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    expect((await cancel(sessionId, false)).statusCode).toBe(403);
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('pending');
  });
});
