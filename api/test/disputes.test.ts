import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  APPEAL_NOT_ALLOWED,
  APPEAL_STATUSES,
  APPEAL_TRANSITIONS,
  appealDetailSchema,
  appealSchema,
  DISPUTE_STATUSES,
  DISPUTE_TRANSITIONS,
  disputeDetailSchema,
  disputeSchema,
  disputeTypeSchema,
  INVALID_TRANSITION,
  pageSchema,
  PROFILE_INCOMPLETE,
  staffAppealSchema,
  staffDisputeSchema,
  type DisputeType,
} from '@portal/shared/contracts';

import { appeals, disputes } from '../src/db/schema';
import { PDF, residentWithProperty, uploadId } from './cases-helpers';
import { ADMIN, call, login, mailsTo, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

const DAY_MS = 86_400_000;

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof residentWithProperty>>;
let other: Awaited<ReturnType<typeof residentWithProperty>>;
let staff: string;
let admin: string;
let water: DisputeType;
beforeAll(async () => {
  // The owner lodges a dispute for nearly every test here, more than a day's quota.
  ctx = await startTestApp({ RATE_LIMIT_CASES: '1000/24h' });
  [owner, other, staff, admin] = await Promise.all([
    residentWithProperty(ctx.app, 'dispute-owner@example.org'),
    residentWithProperty(ctx.app, 'dispute-other@example.org'),
    login(ctx.app, SUPER),
    login(ctx.app, ADMIN),
  ]);
  water = disputeTypeSchema.parse((await call(ctx.app, 'GET', '/api/dispute-types/water-billing/', { token: owner.token })).json());
});
afterAll(() => ctx?.close());

const requiredAnswers = () => water.criteria.filter((c) => c.required).map((c) => ({ criterion_id: c.id, answer: 'No' }));
const input = (extra: Record<string, unknown> = {}) => ({
  property_id: owner.propertyId,
  billing_period: '2026-03',
  amount_disputed_cents: 12_345,
  answers: requiredAnswers(),
  description: 'The bill is three times higher than usual with no change at home.',
  ...extra,
});

function lodge(token: string, body: unknown, type = 'water-billing') {
  return call(ctx.app, 'POST', `/api/disputes/?type=${type}`, { token, body });
}
async function lodged(token = owner.token, body: unknown = input()) {
  const response = await lodge(token, body);
  expect(response.statusCode, response.body).toBe(201);
  return disputeDetailSchema.parse(response.json());
}
function move(kind: 'disputes' | 'appeals', id: number, status: string, token = staff, note = 'Looked into it.') {
  return call(ctx.app, 'POST', `/api/${kind}/${id}/transition/`, { token, body: { status, note } });
}
async function rejected() {
  const dispute = await lodged();
  expect((await move('disputes', dispute.id, 'under_review')).statusCode).toBe(200);
  const response = await move('disputes', dispute.id, 'rejected', staff, 'The meter reading was correct.');
  expect(response.statusCode, response.body).toBe(200);
  return disputeDetailSchema.parse(response.json());
}
function appeal(token: string, disputeId: number, extra: Record<string, unknown> = {}) {
  return call(ctx.app, 'POST', '/api/appeals/', {
    token,
    body: { dispute_id: disputeId, reason: 'The meter was never read on site; the reading was estimated.', ...extra },
  });
}

describe('dispute types', () => {
  it('lists three types with active criteria, and one by slug', async () => {
    const types = z.array(disputeTypeSchema).parse((await call(ctx.app, 'GET', '/api/dispute-types/', { token: owner.token })).json());
    expect(types.map((t) => t.slug)).toEqual(['water-billing', 'electricity-billing', 'property-rates']);
    expect(water.name).toBe('Water bill');
    expect(water.criteria.map((c) => c.question)).toContain('Was there a leak on your property during the billing period?');
    expect((await call(ctx.app, 'GET', '/api/dispute-types/nope/', { token: owner.token })).statusCode).toBe(404);
  });
});

describe('POST /api/disputes/?type=', () => {
  it('lodges with answers and evidence, and mails the resident and the BCC recipients', async () => {
    const evidence = await uploadId(ctx.app, owner.token, 'dispute_evidence', PDF, 'bill.pdf');
    const dispute = await lodged(owner.token, input({ evidence_ids: [evidence] }));
    expect(dispute.reference).toMatch(/^DSP-\d{4}-\d{6}$/);
    expect(dispute).toMatchObject({
      status: 'submitted',
      type: { slug: 'water-billing', name: 'Water bill' },
      appeal_deadline: null,
      can_appeal: false,
      appeal_id: null,
    });
    expect(dispute.property).toContain('Birch Road');
    expect(dispute.answers).toHaveLength(requiredAnswers().length);
    expect(dispute.evidence.map((e) => e.id)).toEqual([evidence]);
    expect(dispute.timeline.map((e) => e.to_status)).toEqual(['submitted']);
    for (const to of ['dispute-owner@example.org', 'billing@riverton.example.org', 'utilities@riverton.example.org']) {
      const mails = await mailsTo(ctx.app, admin, to);
      expect(
        mails.some((m) => m.subject.includes(dispute.reference)),
        to,
      ).toBe(true);
    }
  });

  it('says which questions are unanswered as the person reads them: in Spanish, yes or no still', async () => {
    const missing = await call(ctx.app, 'POST', '/api/disputes/?type=water-billing', {
      token: owner.token,
      body: input({ answers: [] }),
      headers: { 'accept-language': 'es' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.answers).toEqual([
      '¿Hubo una fuga en su propiedad durante el período de facturación? Elija sí o no.',
      '¿Se leyó el medidor en el lugar? Elija sí o no.',
    ]);
  });

  it('requires every required criterion, and only answers to its own type', async () => {
    const missing = await lodge(owner.token, input({ answers: [] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.answers.length).toBe(requiredAnswers().length);
    const rates = disputeTypeSchema.parse(
      (await call(ctx.app, 'GET', '/api/dispute-types/property-rates/', { token: owner.token })).json(),
    );
    const foreign = await lodge(
      owner.token,
      input({ answers: [...requiredAnswers(), { criterion_id: rates.criteria[0]!.id, answer: 'Yes' }] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('answers');
  });

  it("refuses another's property, an unknown type and an incomplete profile", async () => {
    const theirs = await lodge(owner.token, input({ property_id: other.propertyId }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toHaveProperty('property_id');
    expect((await lodge(owner.token, input(), 'nope')).json().errors).toHaveProperty('type');
    const incomplete = await lodge(staff, input());
    expect(incomplete.statusCode).toBe(403);
    expect(incomplete.json()).toEqual({ detail: PROFILE_INCOMPLETE });
  });
});

describe('access and lists', () => {
  it('shows a dispute to its owner and staff only', async () => {
    const dispute = await lodged();
    expect((await call(ctx.app, 'GET', `/api/disputes/${dispute.id}/`, { token: other.token })).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/disputes/${dispute.id}/`, { token: staff })).statusCode).toBe(200);
    const mine = pageSchema(disputeSchema).parse(
      (await call(ctx.app, 'GET', '/api/disputes/?page_size=100', { token: owner.token })).json(),
    );
    expect(mine.results[0]!.id).toBe(dispute.id);
    const theirs = pageSchema(disputeSchema).parse(
      (await call(ctx.app, 'GET', '/api/disputes/?page_size=100', { token: other.token })).json(),
    );
    expect(theirs.results.map((d) => d.id)).not.toContain(dispute.id);
  });

  it("gives staff everyone's disputes by status and type, and the admin's seeded rejected one", async () => {
    const page = pageSchema(disputeSchema);
    const seeded = page.parse(
      (await call(ctx.app, 'GET', '/api/staff/disputes/?status=rejected&type=water-billing&page_size=100', { token: staff })).json(),
    );
    expect(seeded.results.length).toBeGreaterThan(0);
    expect(seeded.results.every((d) => d.status === 'rejected' && d.type.slug === 'water-billing')).toBe(true);
    const none = page.parse((await call(ctx.app, 'GET', '/api/staff/disputes/?type=property-rates', { token: staff })).json());
    expect(none.count).toBe(0);
    // Staff see who lodged each dispute; the owner's own list names nobody.
    const dispute = await lodged();
    const byOwner = pageSchema(staffDisputeSchema).parse(
      (await call(ctx.app, 'GET', '/api/staff/disputes/?search=dispute-owner@&page_size=100', { token: staff })).json(),
    );
    expect(byOwner.results.find((d) => d.id === dispute.id)?.lodged_by).toEqual(dispute.resident);
    const own = pageSchema(disputeSchema).parse(
      (await call(ctx.app, 'GET', '/api/disputes/?page_size=100', { token: owner.token })).json(),
    );
    expect(own.results.length).toBeGreaterThan(0);
    for (const item of (await call(ctx.app, 'GET', '/api/disputes/', { token: owner.token })).json().results) {
      expect(item).not.toHaveProperty('lodged_by');
    }
    expect((await call(ctx.app, 'GET', '/api/staff/disputes/', { token: owner.token })).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/staff/appeals/', { token: owner.token })).statusCode).toBe(403);
    // The demo resident has none of it.
    const resident = await login(ctx.app, RESIDENT);
    expect((await call(ctx.app, 'GET', '/api/disputes/', { token: resident })).json().count).toBe(0);
  });
});

describe('dispute workflow', () => {
  it('rejecting opens the appeal window for the owner', async () => {
    const dispute = await rejected();
    expect(dispute.status).toBe('rejected');
    expect(dispute.can_appeal).toBe(false); // staff is looking
    const mine = disputeDetailSchema.parse((await call(ctx.app, 'GET', `/api/disputes/${dispute.id}/`, { token: owner.token })).json());
    expect(mine.can_appeal).toBe(true);
    const deadline = new Date(mine.appeal_deadline!).getTime();
    expect(Math.abs(deadline - Date.now() - 30 * DAY_MS)).toBeLessThan(60_000);
    const [mail] = await mailsTo(ctx.app, admin, 'dispute-owner@example.org');
    expect(mail?.subject).toBe(`Your dispute ${dispute.reference} is now: Rejected`);
    expect(mail?.text).toContain('The meter reading was correct.');
    expect(mail?.text).toContain(`/disputes/${dispute.id}`);
  });

  const refused = DISPUTE_STATUSES.flatMap((from) =>
    DISPUTE_STATUSES.filter((to) => !(DISPUTE_TRANSITIONS[from] as readonly string[]).includes(to)).map((to) => [from, to] as const),
  );
  it.each(refused)('refuses %s → %s with 409', async (from, to) => {
    const dispute = await lodged();
    await ctx.app.db
      .update(disputes)
      .set({ status: from, rejectedAt: from === 'rejected' ? new Date() : null })
      .where(eq(disputes.id, dispute.id));
    const response = await move('disputes', dispute.id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: INVALID_TRANSITION });
  });

  it('is for staff only', async () => {
    const dispute = await lodged();
    expect((await move('disputes', dispute.id, 'under_review', owner.token)).statusCode).toBe(403);
  });
});

describe('appeals', () => {
  it('lodges one appeal of a rejected dispute and moves it through', async () => {
    const dispute = await rejected();
    const evidence = await uploadId(ctx.app, owner.token, 'dispute_evidence', PDF);
    const response = await appeal(owner.token, dispute.id, { evidence_ids: [evidence] });
    expect(response.statusCode, response.body).toBe(201);
    const lodgedAppeal = appealDetailSchema.parse(response.json());
    expect(lodgedAppeal.reference).toMatch(/^APL-\d{4}-\d{6}$/);
    expect(lodgedAppeal).toMatchObject({ dispute_id: dispute.id, dispute_reference: dispute.reference, status: 'submitted' });
    expect(lodgedAppeal.evidence.map((e) => e.id)).toEqual([evidence]);

    const after = disputeDetailSchema.parse((await call(ctx.app, 'GET', `/api/disputes/${dispute.id}/`, { token: owner.token })).json());
    expect(after).toMatchObject({ can_appeal: false, appeal_id: lodgedAppeal.id });
    const second = await appeal(owner.token, dispute.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: APPEAL_NOT_ALLOWED });

    expect((await move('appeals', lodgedAppeal.id, 'under_review')).statusCode).toBe(200);
    const upheld = appealDetailSchema.parse((await move('appeals', lodgedAppeal.id, 'upheld', staff, 'You were right.')).json());
    expect(upheld.timeline.map((e) => e.to_status)).toEqual(['submitted', 'under_review', 'upheld']);
    const [mail] = await mailsTo(ctx.app, admin, 'dispute-owner@example.org');
    expect(mail?.text).toContain(`/disputes/appeals/${lodgedAppeal.id}`);

    expect((await call(ctx.app, 'GET', `/api/appeals/${lodgedAppeal.id}/`, { token: other.token })).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/appeals/${lodgedAppeal.id}/`, { token: staff })).statusCode).toBe(200);
    const mine = pageSchema(appealSchema).parse((await call(ctx.app, 'GET', '/api/appeals/', { token: owner.token })).json());
    expect(mine.results.map((a) => a.id)).toContain(lodgedAppeal.id);
    const theirs = pageSchema(appealSchema).parse((await call(ctx.app, 'GET', '/api/appeals/', { token: other.token })).json());
    expect(theirs.count).toBe(0);
    for (const item of mine.results) expect(item).not.toHaveProperty('lodged_by');
    const staffList = pageSchema(staffAppealSchema).parse(
      (await call(ctx.app, 'GET', '/api/staff/appeals/?status=upheld&page_size=100', { token: staff })).json(),
    );
    expect(staffList.results.find((a) => a.id === lodgedAppeal.id)?.lodged_by).toEqual(lodgedAppeal.resident);
  });

  it('makes one appeal of parallel attempts', async () => {
    const dispute = await rejected();
    const answers = await Promise.all(Array.from({ length: 4 }, () => appeal(owner.token, dispute.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await ctx.app.db.select().from(appeals).where(eq(appeals.disputeId, dispute.id))).toHaveLength(1);
  });

  it('refuses a dispute not rejected, past the window, or not the caller\u2019s', async () => {
    const open = await lodged();
    expect((await appeal(owner.token, open.id)).json()).toEqual({ detail: APPEAL_NOT_ALLOWED });

    const late = await rejected();
    await ctx.app.db
      .update(disputes)
      .set({ rejectedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(disputes.id, late.id));
    const lateDetail = disputeDetailSchema.parse((await call(ctx.app, 'GET', `/api/disputes/${late.id}/`, { token: owner.token })).json());
    expect(lateDetail.can_appeal).toBe(false);
    expect((await appeal(owner.token, late.id)).statusCode).toBe(409);

    const justInTime = await rejected();
    await ctx.app.db
      .update(disputes)
      .set({ rejectedAt: new Date(Date.now() - 29 * DAY_MS) })
      .where(eq(disputes.id, justInTime.id));
    expect((await appeal(other.token, justInTime.id)).statusCode).toBe(409);
    expect((await appeal(owner.token, justInTime.id)).statusCode).toBe(201);
  });

  const refused = APPEAL_STATUSES.flatMap((from) =>
    APPEAL_STATUSES.filter((to) => !(APPEAL_TRANSITIONS[from] as readonly string[]).includes(to)).map((to) => [from, to] as const),
  );
  it.each(refused)('refuses %s → %s with 409', async (from, to) => {
    const dispute = await rejected();
    const made = appealDetailSchema.parse((await appeal(owner.token, dispute.id)).json());
    await ctx.app.db.update(appeals).set({ status: from }).where(eq(appeals.id, made.id));
    const response = await move('appeals', made.id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: INVALID_TRANSITION });
  });

  it('lets only staff move an appeal', async () => {
    const dispute = await rejected();
    const made = appealDetailSchema.parse((await appeal(owner.token, dispute.id)).json());
    expect((await move('appeals', made.id, 'under_review', owner.token)).statusCode).toBe(403);
  });
});
