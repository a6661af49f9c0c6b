import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { donationDetailSchema } from '@portal/shared/contracts';

import { outbox, paymentEvents } from '../src/db/schema';
import { deliver, donationRow, donor, pendingDonation, sandboxEvent } from './donations-helpers';
import { ADMIN, call, login, mailsTo, signSandboxEvent, startTestApp, WEBHOOK_SECRET, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let resident: Awaited<ReturnType<typeof donor>>;
beforeAll(async () => {
  ctx = await startTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'https://portal.example.gov' });
  [admin, resident] = await Promise.all([login(ctx.app, ADMIN), donor(ctx.app, 'webhooks')]);
});
afterAll(() => ctx?.close());

const INVALID_SIGNATURE = { detail: 'Invalid signature.' };

async function eventCount(): Promise<number> {
  return (await ctx.app.db.select({ n: count() }).from(paymentEvents))[0]?.n ?? 0;
}
async function thankYous(): Promise<number> {
  return (await mailsTo(ctx.app, admin, resident.email)).filter((m) => m.subject.startsWith('Thank you')).length;
}

describe('signatures', () => {
  it.each([
    ['missing', () => null],
    ['signed with another secret', (body: string) => signSandboxEvent(body, { secret: 'another-secret-0123456789' })],
    ['stale (six minutes old)', (body: string) => signSandboxEvent(body, { timestamp: Math.floor(Date.now() / 1000) - 360 })],
    ['from the future', (body: string) => signSandboxEvent(body, { timestamp: Math.floor(Date.now() / 1000) + 360 })],
    ['malformed', () => 'v1=abc'],
    ['for another body', (body: string) => signSandboxEvent(body.replace('4242', '4243'))],
  ])('refuses an event whose signature is %s: 400, nothing changes', async (_name, sign) => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    const body = sandboxEvent({ type: 'paid', sessionId, amountCents: 2500 });
    const events = await eventCount();
    const response = await deliver(ctx.app, body, sign(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_SIGNATURE);
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('pending');
    expect(await eventCount()).toBe(events);
  });

  it('refuses a tampered body under a good signature', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    const signed = sandboxEvent({ type: 'declined', sessionId, amountCents: 2500 });
    const tampered = signed.replace('"declined"', '"paid"');
    const response = await deliver(ctx.app, tampered, signSandboxEvent(signed));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_SIGNATURE);
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('pending');
  });

  it('accepts a signature among several (a secret being rolled over)', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    const body = sandboxEvent({ type: 'paid', sessionId, amountCents: 2500 });
    const good = signSandboxEvent(body);
    const bad = signSandboxEvent(body, { secret: 'the-old-secret-0123456789' });
    const both = `${good},${bad.split(',')[1]}`;
    expect((await deliver(ctx.app, body, both)).statusCode).toBe(200);
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('succeeded');
  });

  it('refuses a signed body that is not an event, and an unknown provider with 404', async () => {
    const garbage = '{"hello":"world"}';
    const response = await deliver(ctx.app, garbage);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid event.' });
    const body = sandboxEvent({ type: 'paid', sessionId: 'x', amountCents: 100 });
    expect((await deliver(ctx.app, body, signSandboxEvent(body), 'stripe')).statusCode).toBe(404);
  });

  it('needs no XSRF header or cookie (the signature is the proof)', async () => {
    const { sessionId } = await pendingDonation(ctx.app, resident.token);
    const body = sandboxEvent({ type: 'cancelled', sessionId, amountCents: 2500 });
    // deliver() sends neither cookie nor header.
    expect((await deliver(ctx.app, body)).statusCode).toBe(200);
  });
});

describe('applying events', () => {
  it('pays a pending donation: receipt, paid_at, payment label and the thank-you mail', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token, {
      cause_slug: 'library-renewal',
      amount_cents: 7500,
      anonymous: true,
    });
    const before = await thankYous();
    const response = await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId, amountCents: 7500, paymentLabel: 'Visa ending 4242' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Applied.' });
    const detail = donationDetailSchema.parse(
      (await call(ctx.app, 'GET', `/api/donations/${donation.reference}/`, { token: resident.token })).json(),
    );
    expect(detail).toMatchObject({ status: 'succeeded', payment_label: 'Visa ending 4242' });
    expect(detail.receipt_number).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(Math.abs(new Date(detail.paid_at!).getTime() - Date.now())).toBeLessThan(60_000);

    expect(await thankYous()).toBe(before + 1);
    const [mail] = await mailsTo(ctx.app, admin, resident.email);
    expect(mail?.subject).toBe(`Thank you for your donation (${detail.receipt_number})`);
    const date = new Date(detail.paid_at!).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const line of [
      'Hello Dana,',
      'Amount: $75.00 USD',
      'Cause: Library Renewal',
      `Date: ${date}`,
      `Receipt number: ${detail.receipt_number}`,
      `Reference: ${donation.reference}`,
      'Paid with: Visa ending 4242',
      '(shown as Anonymous to others)',
      `https://portal.example.gov/donations/receipts/${donation.reference}`,
    ]) {
      expect(mail?.text).toContain(line);
    }
  });

  it('does not mention anonymity to a donor who gave under their name', async () => {
    const { sessionId } = await pendingDonation(ctx.app, resident.token);
    await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId, amountCents: 2500 }));
    const [mail] = await mailsTo(ctx.app, admin, resident.email);
    expect(mail?.text).not.toContain('Anonymous');
  });

  it('fails a declined donation and cancels a cancelled one, mailing nothing', async () => {
    const before = await thankYous();
    const declined = await pendingDonation(ctx.app, resident.token);
    expect((await deliver(ctx.app, sandboxEvent({ type: 'declined', sessionId: declined.sessionId, amountCents: 2500 }))).statusCode).toBe(
      200,
    );
    expect(await donationRow(ctx.app, declined.donation.reference)).toMatchObject({
      status: 'failed',
      receiptNumber: null,
      paidAt: null,
      paymentLabel: null,
    });
    const cancelled = await pendingDonation(ctx.app, resident.token);
    expect(
      (await deliver(ctx.app, sandboxEvent({ type: 'cancelled', sessionId: cancelled.sessionId, amountCents: 2500 }))).statusCode,
    ).toBe(200);
    expect((await donationRow(ctx.app, cancelled.donation.reference)).status).toBe('cancelled');
    expect(await thankYous()).toBe(before);
  });

  it('never changes a final status: a late contradictory event is recorded and ignored', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId, amountCents: 2500 }));
    const paid = await donationRow(ctx.app, donation.reference);
    for (const type of ['cancelled', 'declined', 'paid'] as const) {
      const response = await deliver(ctx.app, sandboxEvent({ type, sessionId, amountCents: 2500, paymentLabel: 'Mastercard ending 4444' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: 'Already settled: ignored.' });
    }
    expect(await donationRow(ctx.app, donation.reference)).toEqual(paid);

    const failed = await pendingDonation(ctx.app, resident.token);
    await deliver(ctx.app, sandboxEvent({ type: 'declined', sessionId: failed.sessionId, amountCents: 2500 }));
    await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId: failed.sessionId, amountCents: 2500 }));
    expect((await donationRow(ctx.app, failed.donation.reference)).status).toBe('failed');
  });

  it('answers a redelivered event id with 200 and changes nothing', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    const first = sandboxEvent({ id: 'evt_duplicate_1', type: 'declined', sessionId, amountCents: 2500 });
    expect((await deliver(ctx.app, first)).json()).toEqual({ detail: 'Applied.' });
    const events = await eventCount();
    // Same id, another outcome: it is still the same event, already handled.
    const again = await deliver(ctx.app, sandboxEvent({ id: 'evt_duplicate_1', type: 'paid', sessionId, amountCents: 2500 }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ detail: 'Already received.' });
    expect(await eventCount()).toBe(events);
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('failed');
  });

  it('applies 10 parallel deliveries of one event once: one receipt number, one mail', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    const before = await thankYous();
    const body = sandboxEvent({ type: 'paid', sessionId, amountCents: 2500 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(ctx.app, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().detail === 'Applied.')).toHaveLength(1);
    expect(await thankYous()).toBe(before + 1);
    const row = await donationRow(ctx.app, donation.reference);
    expect(row.status).toBe('succeeded');
    const mails = await ctx.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Thank you for your donation (${row.receiptNumber})`));
    expect(mails).toHaveLength(1);
  });

  it('settles once when different events for one session race (paid and cancelled)', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    const before = await thankYous();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        deliver(ctx.app, sandboxEvent({ type: i % 2 ? 'paid' : 'cancelled', sessionId, amountCents: 2500 })),
      ),
    );
    expect(answers.filter((a) => a.json().detail === 'Applied.')).toHaveLength(1);
    const row = await donationRow(ctx.app, donation.reference);
    expect(['succeeded', 'cancelled']).toContain(row.status);
    expect(await thankYous()).toBe(before + (row.status === 'succeeded' ? 1 : 0));
  });

  it('ignores (with 200) an unknown session, and an amount or currency that is not the donation’s', async () => {
    const unknown = await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId: 'cs_nobody', amountCents: 2500 }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ detail: 'Unknown session: ignored.' });

    const { donation, sessionId } = await pendingDonation(ctx.app, resident.token);
    const cheaper = await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId, amountCents: 100 }));
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json()).toEqual({ detail: 'Does not match the donation: ignored.' });
    const euros = await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId, amountCents: 2500, currency: 'EUR' }));
    expect(euros.json()).toEqual({ detail: 'Does not match the donation: ignored.' });
    expect(await donationRow(ctx.app, donation.reference)).toMatchObject({ status: 'pending', receiptNumber: null });
    // The right report still counts afterwards.
    expect((await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId, amountCents: 2500 }))).json()).toEqual({ detail: 'Applied.' });
  });
});
