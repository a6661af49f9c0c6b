import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disputeTypeSchema, type DisputeType } from '@portal/shared/contracts';

import { residentWithProperty } from './cases-helpers';
import { call, login, startTestApp, SUPER, type TestContext } from './helpers';
import { tableCounts } from './property-helpers';

// The same submission sent 10 times at once: exactly what one submission stores, in every table
// (the record, its answers, timeline and mails), no more and no less; every answer a success or
// a clear 4xx, never a 5xx. Donations are here too, though donations-create.test.ts checks the
// donation itself: this also counts the session and everything else one donation writes.

const PARALLEL = 10;

let ctx: TestContext;
let staff: string;
let water: DisputeType;
let openPoll: { slug: string; optionId: number };
let openPetitionId: number;
let people = 0;

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await login(ctx.app, SUPER);
  const someone = await person();
  water = disputeTypeSchema.parse((await call(ctx.app, 'GET', '/api/dispute-types/water-billing/', { token: someone.token })).json());
  const polls = (await call(ctx.app, 'GET', '/api/polls/', { token: someone.token })).json<
    Array<{ slug: string; status: string; options: Array<{ id: number }> }>
  >();
  const poll = polls.find((p) => p.status === 'open');
  const petition = (await call(ctx.app, 'GET', '/api/petitions/', { token: someone.token }))
    .json<Array<{ id: number; status: string }>>()
    .find((p) => p.status === 'open');
  if (!poll || !petition) throw new Error('the demo data has no open poll or petition');
  openPoll = { slug: poll.slug, optionId: poll.options[0]!.id };
  openPetitionId = petition.id;
});
afterAll(() => ctx?.close());

/** A new resident with a complete profile and a property. */
function person() {
  people += 1;
  return residentWithProperty(ctx.app, `concurrent-${people}@example.org`);
}

type Person = Awaited<ReturnType<typeof person>>;
type Answer = Awaited<ReturnType<typeof call>>;

function delta(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.keys(after)
      .filter((t) => after[t] !== before[t])
      .map((t) => [t, after[t]! - (before[t] ?? 0)]),
  );
}

async function changes<T>(work: () => Promise<T>): Promise<{ result: T; changed: Record<string, number> }> {
  const before = await tableCounts(ctx.app);
  const result = await work();
  return { result, changed: delta(before, await tableCounts(ctx.app)) };
}

/**
 * One submission by one person, then PARALLEL copies of it by another: the copies must change
 * every table's count exactly as the one did, succeed at least once, and otherwise answer one of
 * `refusals`, every success naming the same record.
 */
async function expectOnce(options: {
  prepare: (who: Person) => Promise<(who: Person) => Promise<Answer>>;
  success: number;
  /** Answers that repeat the first result (a retry with the same Idempotency-Key). */
  replays?: number[];
  refusals: number[];
  table: string;
}) {
  const [first, second] = [await person(), await person()];
  const single = await options.prepare(first);
  const one = await changes(() => single(first));
  expect(one.result.statusCode, one.result.body).toBe(options.success);
  expect(one.changed[options.table], JSON.stringify(one.changed)).toBe(1);

  const submit = await options.prepare(second);
  const many = await changes(() => Promise.all(Array.from({ length: PARALLEL }, () => submit(second))));
  const statuses = many.result.map((a) => a.statusCode);
  for (const answer of many.result) {
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    expect([options.success, ...(options.replays ?? []), ...options.refusals], answer.body).toContain(answer.statusCode);
    expect(answer.headers['content-type'], answer.body).toMatch(/^application\/json/);
  }
  const successes = many.result.filter((a) => a.statusCode === options.success || options.replays?.includes(a.statusCode));
  expect(many.result.filter((a) => a.statusCode === options.success).length, statuses.join(',')).toBeGreaterThanOrEqual(1);
  const recordOf = (a: Answer) => {
    // A vote answers the poll and a signature the count; cases and donations name the record.
    const json = a.json<{ id?: number; donation?: { id: number } }>();
    return options.table === 'poll_votes' || options.table === 'petition_signatures' ? 'one' : (json.donation?.id ?? json.id);
  };
  const ids = new Set(successes.map(recordOf));
  expect(
    [...ids].every((id) => id !== undefined),
    statuses.join(','),
  ).toBe(true);
  expect(ids.size, statuses.join(',')).toBe(1);
  // Zero lost, zero duplicated: the same rows as one submission, in every table.
  expect(many.changed).toEqual(one.changed);
  return statuses;
}

describe(`${PARALLEL} identical submissions at once`, () => {
  it('record one vote per person', async () => {
    await expectOnce({
      table: 'poll_votes',
      success: 201,
      refusals: [409],
      prepare: async () => (who) =>
        call(ctx.app, 'POST', `/api/polls/${openPoll.slug}/vote/`, { token: who.token, body: { option_id: openPoll.optionId } }),
    });
  });

  it('record one petition signature per person', async () => {
    await expectOnce({
      table: 'petition_signatures',
      success: 201,
      refusals: [409],
      prepare: async () => (who) => call(ctx.app, 'POST', `/api/petitions/${openPetitionId}/sign/`, { token: who.token, body: {} }),
    });
  });

  it('lodge one complaint per Idempotency-Key', async () => {
    const types = (await call(ctx.app, 'GET', '/api/complaint-types/', { token: staff })).json<Array<{ id: number }>>();
    let n = 0;
    await expectOnce({
      table: 'complaints',
      success: 201,
      refusals: [409],
      prepare: async () => {
        const key = `complaint-key-${(n += 1)}`;
        return (who) =>
          call(ctx.app, 'POST', '/api/complaints/', {
            token: who.token,
            headers: { 'idempotency-key': key },
            body: {
              complaint_type_id: types[0]!.id,
              description: 'Streetlight out on the corner for three nights.',
              address: '4 Elm Street',
            },
          });
      },
    });
  });

  it('lodge one dispute per Idempotency-Key, with its answers once', async () => {
    let n = 0;
    await expectOnce({
      table: 'disputes',
      success: 201,
      refusals: [409],
      prepare: async () => {
        const key = `dispute-key-${(n += 1)}`;
        return (who) =>
          call(ctx.app, 'POST', '/api/disputes/?type=water-billing', {
            token: who.token,
            headers: { 'idempotency-key': key },
            body: {
              property_id: who.propertyId,
              billing_period: '2026-02',
              amount_disputed_cents: 9_900,
              answers: water.criteria.filter((c) => c.required).map((c) => ({ criterion_id: c.id, answer: 'No' })),
              description: 'The bill doubled although nobody was home in February.',
            },
          });
      },
    });
  });

  it('lodge one appeal per rejected dispute', async () => {
    await expectOnce({
      table: 'appeals',
      success: 201,
      refusals: [409],
      prepare: async (who) => {
        const dispute = await call(ctx.app, 'POST', '/api/disputes/?type=water-billing', {
          token: who.token,
          body: {
            property_id: who.propertyId,
            billing_period: '2026-01',
            amount_disputed_cents: 5_000,
            answers: water.criteria.filter((c) => c.required).map((c) => ({ criterion_id: c.id, answer: 'No' })),
            description: 'The January bill is far higher than any month before.',
          },
        });
        expect(dispute.statusCode, dispute.body).toBe(201);
        const id = dispute.json<{ id: number }>().id;
        for (const status of ['under_review', 'rejected']) {
          const moved = await call(ctx.app, 'POST', `/api/disputes/${id}/transition/`, {
            token: staff,
            body: { status, note: 'Meter checked.' },
          });
          expect(moved.statusCode, moved.body).toBe(200);
        }
        return (appellant) =>
          call(ctx.app, 'POST', '/api/appeals/', {
            token: appellant.token,
            body: { dispute_id: id, reason: 'The meter was never read on site; the reading was estimated.' },
          });
      },
    });
  });

  it('start one donation, one checkout session, per Idempotency-Key', async () => {
    let n = 0;
    await expectOnce({
      table: 'donations',
      success: 201,
      replays: [200],
      refusals: [409],
      prepare: async () => {
        const key = `donation-key-${(n += 1)}`;
        return (who) =>
          call(ctx.app, 'POST', '/api/donations/', {
            token: who.token,
            headers: { 'idempotency-key': key },
            body: { cause_slug: 'parks-and-trails-fund', amount_cents: 2500 },
          });
      },
    });
  });
});
