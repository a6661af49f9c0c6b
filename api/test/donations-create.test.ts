import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  DONATION_ALREADY_FINAL,
  DONATION_AMOUNT_MESSAGE,
  DONATION_CAUSE_CLOSED,
  DONATION_CAUSE_MESSAGE,
  DONATION_CAUSE_UNKNOWN,
  DONATION_TOO_LARGE,
  DONATION_TOO_SMALL,
  donationCheckoutSchema,
  donationDetailSchema,
  donationSchema,
  pageSchema,
} from '@portal/shared/contracts';

import { donationCauses, donations, sandboxCheckoutSessions, users } from '../src/db/schema';
import { donate, donationRow, donor, pendingDonation, sessionIdOf, sessionRow } from './donations-helpers';
import { ADMIN, call, inEnglish, login, startTestApp, SUPER, WEBHOOK_SECRET, type TestContext } from './helpers';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof donor>>;
let other: Awaited<ReturnType<typeof donor>>;
let staff: string;
let admin: string;
beforeAll(async () => {
  ctx = await startTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
  [owner, other, staff, admin] = await Promise.all([
    donor(ctx.app, 'owner'),
    donor(ctx.app, 'other'),
    login(ctx.app, SUPER),
    login(ctx.app, ADMIN),
  ]);
});
afterAll(() => ctx?.close());

async function donationCount(): Promise<number> {
  return (await ctx.app.db.select({ n: count() }).from(donations))[0]?.n ?? 0;
}

describe('POST /api/donations/', () => {
  it('stores the donation, opens a sandbox session for it and answers 201 pending with its checkout URL', async () => {
    const response = await donate(ctx.app, owner.token, { cause_slug: 'winter-shelter-appeal', amount_cents: 2500, anonymous: true });
    expect(response.statusCode, response.body).toBe(201);
    const { donation, checkout_url } = donationCheckoutSchema.parse(response.json());
    expect(donation).toMatchObject({
      cause: 'Winter Shelter Appeal',
      cause_slug: 'winter-shelter-appeal',
      amount_cents: 2500,
      currency: 'USD',
      anonymous: true,
      status: 'pending',
      receipt_number: null,
      paid_at: null,
    });
    expect(donation.reference).toMatch(/^DON-\d{4}-\d{6}$/);
    const sessionId = sessionIdOf(checkout_url);
    expect(checkout_url).toBe(`http://localhost:3000/api/payments/sandbox/checkout/${sessionId}/`);
    expect(await donationRow(ctx.app, donation.reference)).toMatchObject({
      provider: 'sandbox',
      providerSessionId: sessionId,
      checkoutUrl: checkout_url,
    });
    expect(await sessionRow(ctx.app, sessionId)).toMatchObject({
      idempotencyKey: donation.reference,
      reference: donation.reference,
      description: 'Donation to Winter Shelter Appeal',
      amountCents: 2500,
      currency: 'USD',
      customerEmail: owner.email,
      successUrl: 'http://localhost:3000/donations/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/donations/cancel?session_id={CHECKOUT_SESSION_ID}',
      status: 'open',
    });
    const session = await sessionRow(ctx.app, sessionId);
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(3_600_000);
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('shows the new donation in the donor’s list only', async () => {
    const { donation } = await pendingDonation(ctx.app, owner.token);
    const mine = pageSchema(donationSchema).parse(
      (await call(ctx.app, 'GET', '/api/donations/?page_size=100', { token: owner.token })).json(),
    );
    expect(mine.results[0]).toEqual(donation);
    const theirs = pageSchema(donationSchema).parse(
      (await call(ctx.app, 'GET', '/api/donations/?page_size=100', { token: other.token })).json(),
    );
    expect(theirs.results.map((d) => d.reference)).not.toContain(donation.reference);
  });

  it('needs a login and the XSRF header', async () => {
    const body = { cause_slug: 'parks-and-trails-fund', amount_cents: 2500 };
    const anonymous = await call(ctx.app, 'POST', '/api/donations/', { body });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(ctx.app, 'POST', '/api/donations/', { token: owner.token, body, xsrf: false })).statusCode).toBe(403);
  });

  it.each([
    ['99 cents', { amount_cents: 99 }, 'amount_cents', inEnglish(DONATION_TOO_SMALL)],
    ['over $10,000', { amount_cents: 1_000_001 }, 'amount_cents', inEnglish(DONATION_TOO_LARGE)],
    ['a fraction of a cent', { amount_cents: 12.5 }, 'amount_cents', inEnglish(DONATION_AMOUNT_MESSAGE)],
    ['a string', { amount_cents: '20' }, 'amount_cents', inEnglish(DONATION_AMOUNT_MESSAGE)],
    ['no amount', { amount_cents: undefined }, 'amount_cents', inEnglish(DONATION_AMOUNT_MESSAGE)],
    ['no cause', { cause_slug: undefined }, 'cause_slug', inEnglish(DONATION_CAUSE_MESSAGE)],
    ['an empty cause', { cause_slug: '  ' }, 'cause_slug', inEnglish(DONATION_CAUSE_MESSAGE)],
    ['an overlong cause', { cause_slug: 'x'.repeat(201) }, 'cause_slug', inEnglish(DONATION_CAUSE_UNKNOWN)],
    ['a yes/no that is neither', { anonymous: 'yes' }, 'anonymous', 'Choose whether to give anonymously.'],
    ['an unknown cause', { cause_slug: 'moon-base' }, 'cause_slug', inEnglish(DONATION_CAUSE_UNKNOWN)],
  ])('refuses %s with 400 on the field, storing nothing', async (_name, change, field, message) => {
    const before = await donationCount();
    const response = await donate(ctx.app, owner.token, { cause_slug: 'parks-and-trails-fund', amount_cents: 2500, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid input.', errors: { [field]: [message] } });
    expect(await donationCount()).toBe(before);
  });

  it('refuses a closed cause and an inactive one, storing nothing and opening no session', async () => {
    const [closed] = await ctx.app.db
      .insert(donationCauses)
      .values({
        slug: 'spring-appeal',
        kind: 'campaign',
        title: 'Spring Appeal',
        summary: 's',
        description: 'd',
        goalCents: 100_000,
        closesAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await ctx.app.db
      .insert(donationCauses)
      .values({ slug: 'retired-fund', kind: 'fund', title: 'Retired Fund', summary: 's', description: 'd', isActive: false });
    const sessionsBefore = (await ctx.app.db.select({ n: count() }).from(sandboxCheckoutSessions))[0]?.n;
    const before = await donationCount();
    const shut = await donate(ctx.app, owner.token, { cause_slug: closed!.slug, amount_cents: 2500 });
    expect(shut.statusCode).toBe(400);
    expect(shut.json().errors).toEqual({ cause_slug: [inEnglish(DONATION_CAUSE_CLOSED)] });
    const inactive = await donate(ctx.app, owner.token, { cause_slug: 'retired-fund', amount_cents: 2500 });
    expect(inactive.json().errors).toEqual({ cause_slug: [inEnglish(DONATION_CAUSE_UNKNOWN)] });
    expect(await donationCount()).toBe(before);
    expect((await ctx.app.db.select({ n: count() }).from(sandboxCheckoutSessions))[0]?.n).toBe(sessionsBefore);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with 200, the same donation and checkout URL, whatever its body', async () => {
    const key = crypto.randomUUID();
    const first = await donate(ctx.app, owner.token, { cause_slug: 'library-renewal', amount_cents: 3000 }, key);
    expect(first.statusCode).toBe(201);
    const before = await donationCount();
    const retry = await donate(ctx.app, owner.token, { cause_slug: 'parks-and-trails-fund', amount_cents: 9900 }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await donationCount()).toBe(before);
    // The key is the donor's own: another person with the same key makes their own donation.
    const theirs = await donate(ctx.app, other.token, { cause_slug: 'library-renewal', amount_cents: 3000 }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().donation.reference).not.toBe(first.json().donation.reference);
  });

  it('makes one donation, one session and one URL of 10 parallel requests with one key', async () => {
    const key = crypto.randomUUID();
    const before = await donationCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => donate(ctx.app, owner.token, { cause_slug: 'youth-sports-scholarships', amount_cents: 1500 }, key)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = answers.map((a) => donationCheckoutSchema.parse(a.json()));
    expect(new Set(bodies.map((b) => b.donation.reference)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.checkout_url)).size).toBe(1);
    expect(bodies.every((b) => b.donation.status === 'pending')).toBe(true);
    expect(await donationCount()).toBe(before + 1);
    const sessions = await ctx.app.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.reference, bodies[0]!.donation.reference));
    expect(sessions).toHaveLength(1);
    expect(sessionIdOf(bodies[0]!.checkout_url)).toBe(sessions[0]!.id);
  });

  it('finishes the checkout of a donation whose first attempt stopped before its session', async () => {
    const key = crypto.randomUUID();
    const { donation } = await pendingDonation(ctx.app, owner.token);
    // As if the first request had died between storing the donation and opening its session.
    await ctx.app.db
      .update(donations)
      .set({ status: 'created', providerSessionId: null, checkoutUrl: null, idempotencyKey: key })
      .where(eq(donations.reference, donation.reference));
    const retry = await donate(ctx.app, owner.token, { cause_slug: 'parks-and-trails-fund', amount_cents: 2500 }, key);
    expect(retry.statusCode).toBe(200);
    const answer = donationCheckoutSchema.parse(retry.json());
    expect(answer.donation).toMatchObject({ reference: donation.reference, status: 'pending' });
    // The provider's idempotency (the reference) hands back the session it already made.
    expect((await donationRow(ctx.app, donation.reference)).providerSessionId).toBe(sessionIdOf(answer.checkout_url));
  });

  it('refuses a key over 100 characters', async () => {
    const response = await donate(ctx.app, owner.token, { cause_slug: 'library-renewal', amount_cents: 3000 }, 'k'.repeat(101));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('idempotency-key');
  });
});

describe('GET /api/donations/{reference}', () => {
  it('shows the donor their donation with name, email and payment', async () => {
    const { donation } = await pendingDonation(ctx.app, owner.token);
    const response = await call(ctx.app, 'GET', `/api/donations/${donation.reference}/`, { token: owner.token });
    expect(response.statusCode).toBe(200);
    expect(donationDetailSchema.parse(response.json())).toEqual({
      ...donation,
      donor_name: 'Dana Donor',
      donor_email: owner.email,
      payment_label: null,
    });
  });

  it('shows it to staff too, but to no other resident, and not without a login', async () => {
    const { donation } = await pendingDonation(ctx.app, owner.token);
    expect((await call(ctx.app, 'GET', `/api/donations/${donation.reference}/`, { token: other.token })).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/donations/${donation.reference}/`, { token: staff })).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', `/api/donations/${donation.reference}/`, { token: admin })).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', `/api/donations/${donation.reference}/`)).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/donations/DON-2026-999999', { token: staff })).statusCode).toBe(404);
  });

  it('names a donor without a name by their email', async () => {
    const { donation } = await pendingDonation(ctx.app, staff);
    const [row] = await ctx.app.db.select({ userId: donations.userId }).from(donations).where(eq(donations.reference, donation.reference));
    await ctx.app.db.update(users).set({ firstName: '', lastName: '' }).where(eq(users.id, row!.userId));
    const detail = donationDetailSchema.parse(
      (await call(ctx.app, 'GET', `/api/donations/${donation.reference}/`, { token: staff })).json(),
    );
    expect(detail.donor_name).toBe('super@example.org');
    await ctx.app.db.update(users).set({ firstName: 'Sam', lastName: 'Super' }).where(eq(users.id, row!.userId));
  });
});

describe('POST /api/donations/{reference}/checkout', () => {
  const resume = (reference: string, token: string) => call(ctx.app, 'POST', `/api/donations/${reference}/checkout/`, { token });

  it('gives the donor the same open session again', async () => {
    const started = await pendingDonation(ctx.app, owner.token);
    const response = await resume(started.donation.reference, owner.token);
    expect(response.statusCode).toBe(200);
    expect(donationCheckoutSchema.parse(response.json())).toEqual({ donation: started.donation, checkout_url: started.checkout_url });
  });

  it("is 404 for someone else's donation, even staff", async () => {
    const { donation } = await pendingDonation(ctx.app, owner.token);
    expect((await resume(donation.reference, other.token)).statusCode).toBe(404);
    expect((await resume(donation.reference, staff)).statusCode).toBe(404);
    expect((await resume('DON-2026-999999', owner.token)).statusCode).toBe(404);
  });

  it('settles a donation whose session expired as cancelled, and answers 409', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, owner.token);
    await ctx.app.db
      .update(sandboxCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    const response = await resume(donation.reference, owner.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: DONATION_ALREADY_FINAL });
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('cancelled');
    expect((await resume(donation.reference, owner.token)).json()).toEqual({ detail: DONATION_ALREADY_FINAL });
  });

  it('settles a donation paid at the provider (the webhook lost) as succeeded, and answers 409', async () => {
    const { donation, sessionId } = await pendingDonation(ctx.app, owner.token);
    await ctx.app.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'paid', paymentLabel: 'Visa ending 4242' })
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    expect((await resume(donation.reference, owner.token)).statusCode).toBe(409);
    expect((await donationRow(ctx.app, donation.reference)).status).toBe('succeeded');
  });

  it('opens the session of a donation that never got one', async () => {
    const { donation } = await pendingDonation(ctx.app, owner.token);
    await ctx.app.db
      .update(donations)
      .set({ status: 'created', providerSessionId: null, checkoutUrl: null })
      .where(eq(donations.reference, donation.reference));
    const response = await resume(donation.reference, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().donation.status).toBe('pending');
  });
});
