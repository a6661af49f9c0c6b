import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { donationReturnSchema } from '@portal/shared/contracts';

import { sandboxCheckoutSessions } from '../src/db/schema';
import { checkCard, luhnValid } from '../src/payments/sandbox/card';
import { DECLINED_CARD, donationRow, donor, PAID_CARD, payOnSandbox, pendingDonation, sessionRow } from './donations-helpers';
import { ADMIN, call, login, mailsTo, startTestApp, WEBHOOK_SECRET, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let resident: Awaited<ReturnType<typeof donor>>;
beforeAll(async () => {
  ctx = await startTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'https://portal.example.gov' });
  [admin, resident] = await Promise.all([login(ctx.app, ADMIN), donor(ctx.app, 'sandbox')]);
});
afterAll(() => ctx?.close());

const page = (sessionId: string) => ctx.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${sessionId}/` });
const successUrl = (sessionId: string) => `https://portal.example.gov/donations/success?session_id=${sessionId}`;
const cancelUrl = (sessionId: string) => `https://portal.example.gov/donations/cancel?session_id=${sessionId}`;

describe('the hosted checkout page', () => {
  it('renders an accessible card form with the merchant, description, amount and test cards', async () => {
    const { sessionId, checkout_url, donation } = await pendingDonation(ctx.app, resident.token);
    expect(checkout_url).toBe(`https://portal.example.gov/api/payments/sandbox/checkout/${sessionId}/`);
    const response = await page(sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self' https://portal.example.gov");
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<h1 class="sandbox">Sandbox checkout — no real money moves</h1>');
    expect(html).toMatch(/<title>Pay \$25\.00 to City of Riverton – Sandbox checkout<\/title>/);
    expect(html).toContain('<main>');
    expect(html).toContain('<h2>Pay City of Riverton</h2>');
    expect(html).toContain('Donation to Parks and Trails Fund');
    expect(html).toContain(donation.reference);
    expect(html).toContain('<button type="submit">Pay $25.00</button>');
    expect(html).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
    for (const [id, label, autocomplete] of [
      ['cc-name', 'Name on card', 'cc-name'],
      ['cc-number', 'Card number', 'cc-number'],
      ['cc-exp', 'Expiry (MM/YY)', 'cc-exp'],
      ['cc-csc', 'CVC', 'cc-csc'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}"[^>]* autocomplete="${autocomplete}"`));
    }
    expect(html).toMatch(/<input id="cc-number"[^>]* inputmode="numeric"/);
    expect(html).toContain(`<a href="${cancelUrl(sessionId)}">Cancel and return to the portal</a>`);
    expect(html).toContain('<code>4242 4242 4242 4242</code> succeeds');
    expect(html).toContain('<code>4000 0000 0000 0002</code> is declined');
    expect(html).toContain(`action="/api/payments/sandbox/checkout/${sessionId}/"`);
  });

  it('answers an unknown session with a 404 page', async () => {
    for (const id of ['x'.repeat(43), 'not-a-session']) {
      const response = await page(id);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<h1>Checkout not found</h1>');
    }
    expect((await payOnSandbox(ctx.app, 'y'.repeat(43), PAID_CARD)).statusCode).toBe(404);
  });
});

describe('paying on the hosted page', () => {
  it('shows every problem next to its field, keeps the values except the CVC, and changes nothing', async () => {
    const { sessionId, donation } = await pendingDonation(ctx.app, resident.token);
    const response = await payOnSandbox(ctx.app, sessionId, {
      name: '  ',
      card_number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain('<title>Error: Pay $25.00');
    expect(html).toMatch(/<div class="error-summary" role="alert"[^>]*>\n<h2 id="error-summary-heading">There is a problem<\/h2>/);
    for (const [id, message] of [
      ['cc-name', 'Enter the name on the card.'],
      ['cc-number', 'Enter a valid card number: check it and try again.'],
      ['cc-exp', 'This card has expired: use another card.'],
      ['cc-csc', 'Enter the 3 or 4 digits of the security code.'],
    ]) {
      expect(html).toContain(`<li><a href="#${id}">${message}</a></li>`);
      expect(html).toContain(`<span class="error-message" id="${id}-error"><span class="visually-hidden">Error: </span>${message}</span>`);
      expect(html).toMatch(new RegExp(`<input id="${id}"[^>]* aria-describedby="[^"]*${id}-error"[^>]* aria-invalid="true"`));
    }
    expect(html).toMatch(/<input id="cc-number"[^>]* value="4242 4242 4242 4241">/);
    expect(html).toMatch(/<input id="cc-exp"[^>]* value="01\/20">/);
    expect(html).toMatch(/<input id="cc-csc"[^>]* value="">/);
    expect((await sessionRow(ctx.app, sessionId)).status).toBe('open');
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('pending');
  });

  it('names missing fields and malformed ones, and escapes what was typed', async () => {
    const { sessionId } = await pendingDonation(ctx.app, resident.token);
    const missing = await payOnSandbox(ctx.app, sessionId, {});
    expect(missing.statusCode).toBe(400);
    for (const message of [
      'Enter the name on the card.',
      'Enter the card number.',
      'Enter the expiry date.',
      'Enter the security code (CVC).',
    ]) {
      expect(missing.body).toContain(message);
    }
    const malformed = await payOnSandbox(ctx.app, sessionId, {
      ...PAID_CARD,
      name: '<b>"Eve"</b>',
      card_number: '4242-4242',
      expiry: '13/30',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Enter the card number using digits only');
    expect(malformed.body).toContain('Enter the expiry date as MM/YY, like 04/29.');
    expect(malformed.body).toContain('value="&lt;b&gt;&quot;Eve&quot;&lt;/b&gt;"');
    expect(malformed.body).not.toContain('<b>"Eve"</b>');
  });

  it('pays with a good card: 303 to the success URL, webhook applied, one thank-you mail, and never twice', async () => {
    const { sessionId, donation } = await pendingDonation(ctx.app, resident.token, { amount_cents: 4200 });
    const response = await payOnSandbox(ctx.app, sessionId, PAID_CARD);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(successUrl(sessionId));
    expect(await sessionRow(ctx.app, sessionId)).toMatchObject({ status: 'paid', paymentLabel: 'Visa ending 4242' });
    const row = await donationRow(ctx.app, donation.reference);
    expect(row).toMatchObject({ status: 'succeeded', paymentLabel: 'Visa ending 4242' });
    expect(row.receiptNumber).toMatch(/^RCT-\d{4}-\d{6}$/);

    const again = await payOnSandbox(ctx.app, sessionId, { ...PAID_CARD, card_number: '5555 5555 5555 4444' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('<h1>This payment is complete</h1>');
    expect(again.body).toContain(`<a href="${successUrl(sessionId)}">Return to the portal</a>`);
    const shown = await page(sessionId);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('This payment is complete');
    expect(await donationRow(ctx.app, donation.reference)).toMatchObject({
      receiptNumber: row.receiptNumber,
      paymentLabel: 'Visa ending 4242',
    });
    const mails = (await mailsTo(ctx.app, admin, resident.email)).filter((m) => m.subject.includes('Thank you'));
    expect(mails).toHaveLength(1);
  });

  it('declines the test card: 303 to the success URL, the donation failed, no mail', async () => {
    const { sessionId, donation } = await pendingDonation(ctx.app, resident.token, { cause_slug: 'library-renewal' });
    const before = (await mailsTo(ctx.app, admin, resident.email)).length;
    const response = await payOnSandbox(ctx.app, sessionId, DECLINED_CARD);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(successUrl(sessionId));
    expect(await sessionRow(ctx.app, sessionId)).toMatchObject({ status: 'declined', paymentLabel: 'Visa ending 0002' });
    expect(await donationRow(ctx.app, donation.reference)).toMatchObject({ status: 'failed', receiptNumber: null, paidAt: null });
    expect((await mailsTo(ctx.app, admin, resident.email)).length).toBe(before);
    expect((await page(sessionId)).body).toContain('This payment was declined');
  });

  it('labels Mastercard and other cards by their last four digits', async () => {
    const { sessionId, donation } = await pendingDonation(ctx.app, resident.token);
    expect((await payOnSandbox(ctx.app, sessionId, { ...PAID_CARD, card_number: '5555555555554444' })).statusCode).toBe(303);
    expect((await donationRow(ctx.app, donation.reference)).paymentLabel).toBe('Mastercard ending 4444');
    const other = await pendingDonation(ctx.app, resident.token);
    expect((await payOnSandbox(ctx.app, other.sessionId, { ...PAID_CARD, card_number: '3782 822463 10006' })).statusCode).toBe(400);
    expect((await payOnSandbox(ctx.app, other.sessionId, { ...PAID_CARD, card_number: '3782 822463 10005' })).statusCode).toBe(303);
    expect((await donationRow(ctx.app, other.donation.reference)).paymentLabel).toBe('Card ending 0005');
  });

  it('shows a cancelled or expired checkout as ended, with the way back to the cancel page', async () => {
    const cancelled = await pendingDonation(ctx.app, resident.token);
    await call(ctx.app, 'POST', `/api/donations/return/${cancelled.sessionId}/cancel/`);
    const shown = await page(cancelled.sessionId);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<h1>This checkout has ended</h1>');
    expect(shown.body).toContain(`<a href="${cancelUrl(cancelled.sessionId)}">Return to the portal</a>`);
    const late = await payOnSandbox(ctx.app, cancelled.sessionId, PAID_CARD);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This checkout has ended');
    expect((await donationRow(ctx.app, cancelled.donation.reference)).status).toBe('cancelled');

    const expired = await pendingDonation(ctx.app, resident.token);
    await ctx.app.db
      .update(sandboxCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCheckoutSessions.id, expired.sessionId));
    const paidLate = await payOnSandbox(ctx.app, expired.sessionId, PAID_CARD);
    expect(paidLate.statusCode).toBe(409);
    expect(paidLate.body).toContain('expired');
    expect((await sessionRow(ctx.app, expired.sessionId)).status).toBe('expired');
    // The return page learns it from the provider and cancels the donation.
    const back = donationReturnSchema.parse((await call(ctx.app, 'GET', `/api/donations/return/${expired.sessionId}/`)).json());
    expect(back.status).toBe('cancelled');
  });

  it('needs no XSRF header: it stands in for a page on another site', async () => {
    const { sessionId } = await pendingDonation(ctx.app, resident.token);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${sessionId}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: {},
      payload: new URLSearchParams(PAID_CARD).toString(),
    });
    expect(response.statusCode).toBe(303);
  });
});

describe('the card checks', () => {
  const now = new Date('2026-05-19T12:00:00Z');
  const card = (change: Record<string, string>) => ({ ...PAID_CARD, ...change });

  it('accepts a card until the end of its expiry month', () => {
    expect(checkCard(card({ expiry: '05/26' }), now)).toEqual({ ok: true, outcome: 'paid', label: 'Visa ending 4242' });
    expect(checkCard(card({ expiry: ' 5 / 26 ' }), now).ok).toBe(false);
    expect(checkCard(card({ expiry: '04/26' }), now)).toEqual({
      ok: false,
      errors: { expiry: 'This card has expired: use another card.' },
    });
    expect(checkCard(card({ expiry: '00/30' }), now).ok).toBe(false);
  });

  it('takes 3 or 4 digit CVCs, card numbers of 12 to 19 digits with spaces, and the Luhn check', () => {
    expect(checkCard(card({ cvc: '1234' }), now).ok).toBe(true);
    expect(checkCard(card({ cvc: '12a' }), now).ok).toBe(false);
    expect(checkCard(card({ card_number: '4000000000000002' }), now)).toEqual({ ok: true, outcome: 'declined', label: 'Visa ending 0002' });
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(checkCard(card({ card_number: '0000 0000 0' }), now).ok).toBe(false);
  });
});
