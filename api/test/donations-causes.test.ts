import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { donationCauseSchema } from '@portal/shared/contracts';

import { donationCauses } from '../src/db/schema';
import { deliver, donor, pendingDonation, sandboxEvent } from './donations-helpers';
import { call, startTestApp, WEBHOOK_SECRET, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(() => ctx?.close());

const causes = async () => {
  const response = await call(ctx.app, 'GET', '/api/donation-causes/');
  expect(response.statusCode).toBe(200);
  return z.array(donationCauseSchema).parse(response.json());
};
const cause = (slug: string) => call(ctx.app, 'GET', `/api/donation-causes/${slug}/`);
const bySlug = async (slug: string) => (await causes()).find((c) => c.slug === slug);

describe('GET /api/donation-causes/', () => {
  it('lists the four seeded causes to anyone, by sort order, with what they raised', async () => {
    const list = await causes();
    expect(list.map((c) => [c.slug, c.kind, c.goal_cents, c.raised_cents, c.donor_count, c.is_open])).toEqual([
      // The resident's $25, the super user's $100 and the admin's $40.
      ['parks-and-trails-fund', 'fund', 5_000_000, 16_500, 3, true],
      ['library-renewal', 'fund', 12_000_000, 20_000, 2, true],
      ['youth-sports-scholarships', 'fund', null, 5000, 1, true],
      // The resident's $10 was cancelled: only the super user's $75 and the admin's $120.
      ['winter-shelter-appeal', 'campaign', 3_000_000, 19_500, 2, true],
    ]);
    const winter = list[3]!;
    expect(winter.title).toBe('Winter Shelter Appeal');
    const closesIn = (new Date(winter.closes_at!).getTime() - Date.now()) / 86_400_000;
    expect(closesIn).toBeGreaterThan(39);
    expect(closesIn).toBeLessThan(41);
    for (const c of list) {
      expect(c.summary.length).toBeGreaterThan(20);
      expect(c.description).toContain('.');
      if (c.kind === 'fund') expect(c.closes_at).toBeNull();
    }
  });

  it('names recent supporters by first name, or Anonymous when they asked, newest first', async () => {
    const person = await donor(ctx.app, 'supporter');
    for (const anonymous of [false, true]) {
      const { sessionId } = await pendingDonation(ctx.app, person.token, { cause_slug: 'library-renewal', amount_cents: 1500, anonymous });
      await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId, amountCents: 1500 }));
    }
    const supporters = (await bySlug('library-renewal'))!.recent_supporters;
    expect(supporters.slice(0, 2).map((supporter) => supporter.name)).toEqual(['Anonymous', 'Dana']);
    expect(supporters.length).toBeLessThanOrEqual(5);
    expect(JSON.stringify(supporters)).not.toContain('Donor');
  });

  it('counts a new succeeded donation, and a second one by the same person as no new donor', async () => {
    const person = await donor(ctx.app, 'causes');
    const before = (await bySlug('youth-sports-scholarships'))!;
    for (const amount of [1000, 2000]) {
      const { sessionId } = await pendingDonation(ctx.app, person.token, { cause_slug: 'youth-sports-scholarships', amount_cents: amount });
      await deliver(ctx.app, sandboxEvent({ type: 'paid', sessionId, amountCents: amount }));
    }
    // Pending, failed and cancelled ones count for nothing.
    await pendingDonation(ctx.app, person.token, { cause_slug: 'youth-sports-scholarships', amount_cents: 5000 });
    const failed = await pendingDonation(ctx.app, person.token, { cause_slug: 'youth-sports-scholarships', amount_cents: 5000 });
    await deliver(ctx.app, sandboxEvent({ type: 'declined', sessionId: failed.sessionId, amountCents: 5000 }));
    const after = (await bySlug('youth-sports-scholarships'))!;
    expect(after.raised_cents).toBe(before.raised_cents + 3000);
    expect(after.donor_count).toBe(before.donor_count + 1);
  });

  it('leaves out closed and inactive causes, which one by one are closed or 404', async () => {
    await ctx.app.db.insert(donationCauses).values([
      {
        slug: 'flood-relief-2025',
        kind: 'campaign',
        title: 'Flood Relief 2025',
        summary: 's',
        description: 'd',
        goalCents: 500_000,
        closesAt: new Date(Date.now() - 86_400_000),
      },
      { slug: 'old-fund', kind: 'fund', title: 'Old Fund', summary: 's', description: 'd', isActive: false },
    ]);
    const slugs = (await causes()).map((c) => c.slug);
    expect(slugs).not.toContain('flood-relief-2025');
    expect(slugs).not.toContain('old-fund');
    const closed = await cause('flood-relief-2025');
    expect(closed.statusCode).toBe(200);
    expect(donationCauseSchema.parse(closed.json())).toMatchObject({ is_open: false, raised_cents: 0, donor_count: 0 });
    expect((await cause('old-fund')).statusCode).toBe(404);
    expect((await cause('nope')).statusCode).toBe(404);
  });

  it('closes a cause the moment its closing time passes', async () => {
    await ctx.app.db
      .update(donationCauses)
      .set({ closesAt: new Date(Date.now() + 3_600_000) })
      .where(eq(donationCauses.slug, 'library-renewal'));
    expect((await bySlug('library-renewal'))?.is_open).toBe(true);
    await ctx.app.db
      .update(donationCauses)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(donationCauses.slug, 'library-renewal'));
    expect(await bySlug('library-renewal')).toBeUndefined();
    expect(donationCauseSchema.parse((await cause('library-renewal')).json()).is_open).toBe(false);
    await ctx.app.db.update(donationCauses).set({ closesAt: null }).where(eq(donationCauses.slug, 'library-renewal'));
  });

  it('refuses a campaign without a goal or an end, and a goal of zero, in the database itself', async () => {
    const insert = (values: Partial<typeof donationCauses.$inferInsert>) =>
      ctx.app.db.insert(donationCauses).values({
        slug: `bad-${Math.random().toString(36).slice(2)}`,
        kind: 'campaign',
        title: 't',
        summary: 's',
        description: 'd',
        ...values,
      });
    await expect(insert({ goalCents: 1000 })).rejects.toThrow();
    await expect(insert({ closesAt: new Date() })).rejects.toThrow();
    await expect(insert({ kind: 'fund', goalCents: 0 })).rejects.toThrow();
  });
});
