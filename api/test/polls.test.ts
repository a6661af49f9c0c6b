import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ALREADY_VOTED, POLL_NOT_OPEN, POLL_OPTION_NOT_IN_POLL, pollSchema, type Poll } from '@portal/shared/contracts';

import { pollOptions, polls } from '../src/db/schema';
import { ADMIN, call, login, register, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let resident: string;
let admin: string;

const HOUR = 3_600_000;
/** Fixed offsets from the start of the file, so each poll's status is certain. */
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

beforeAll(async () => {
  ctx = await startTestApp();
  [resident, admin] = await Promise.all([login(ctx.app, RESIDENT), login(ctx.app, ADMIN)]);
  // Beside the demo polls: one of each status, closing or opening before the demo ones.
  for (const [slug, opensAt, closesAt, base] of [
    ['test-open', at(-24), at(24), [0, 0]],
    ['test-upcoming', at(2), at(48), [0, 0]],
    ['test-closed', at(-48), at(-1), [7, 3]],
  ] as const) {
    const [poll] = await ctx.app.db.insert(polls).values({ slug, title: slug, opensAt, closesAt }).returning({ id: polls.id });
    await ctx.app.db
      .insert(pollOptions)
      .values(base.map((baseVotes, i) => ({ pollId: poll!.id, label: `Option ${i + 1}`, baseVotes, sortOrder: i })));
  }
  // Inactive polls are invisible.
  await ctx.app.db.insert(polls).values({ slug: 'test-hidden', title: 'Hidden', opensAt: at(-24), closesAt: at(24), isActive: false });
});
afterAll(() => ctx?.close());

const pollList = z.array(pollSchema);

async function getPoll(slug: string, token = resident): Promise<Poll> {
  const response = await call(ctx.app, 'GET', `/api/polls/${slug}/`, { token });
  expect(response.statusCode).toBe(200);
  return pollSchema.parse(response.json());
}

const vote = (slug: string, body: unknown, token = resident) => call(ctx.app, 'POST', `/api/polls/${slug}/vote/`, { token, body });

describe('access', () => {
  it.each([
    ['GET', '/api/polls/'],
    ['GET', '/api/polls/library-sunday-hours/'],
    ['POST', '/api/polls/library-sunday-hours/vote/'],
  ] as const)('%s %s needs a login', async (method, url) => {
    const response = await call(ctx.app, method, url, method === 'POST' ? { body: { option_id: 1 } } : {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('refuses a vote without the XSRF token', async () => {
    const response = await call(ctx.app, 'POST', '/api/polls/library-sunday-hours/vote/', {
      token: resident,
      body: { option_id: 1 },
      xsrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/polls/', () => {
  it('orders open (closing soonest), upcoming (opening soonest), closed (newest first), with statuses from the dates', async () => {
    const response = await call(ctx.app, 'GET', '/api/polls/', { token: resident });
    expect(response.statusCode).toBe(200);
    const list = pollList.parse(response.json());
    expect(list.map((poll) => [poll.slug, poll.status])).toEqual([
      ['test-open', 'open'],
      ['library-sunday-hours', 'open'],
      ['test-upcoming', 'upcoming'],
      ['new-park-name', 'upcoming'],
      ['test-closed', 'closed'],
      ['recycling-pickup-day', 'closed'],
    ]);
  });

  it.each(['open', 'upcoming', 'closed'] as const)('filters by status=%s', async (status) => {
    const response = await call(ctx.app, 'GET', `/api/polls/?status=${status}`, { token: resident });
    expect(response.statusCode).toBe(200);
    const list = pollList.parse(response.json());
    expect(list).toHaveLength(2);
    expect(list.every((poll) => poll.status === status)).toBe(true);
  });

  it('refuses an unknown status or parameter', async () => {
    const response = await call(ctx.app, 'GET', '/api/polls/?status=draft&sort=title', { token: resident });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['sort', 'status']);
  });
});

describe('GET /api/polls/:slug/', () => {
  it('shows the demo poll, with its counts hidden from a resident who has not voted', async () => {
    const poll = await getPoll('library-sunday-hours');
    expect(poll).toMatchObject({
      title: 'Should the main library open on Sundays?',
      status: 'open',
      results_visible: false,
      total_votes: null,
      my_option_id: null,
    });
    expect(poll.options.map((option) => option.label)).toEqual([
      'Yes, from noon to 5 p.m.',
      'Yes, but only in winter',
      'No, keep it closed on Sundays',
    ]);
    expect(poll.options.every((option) => option.votes === null)).toBe(true);
    expect(Date.parse(poll.opens_at)).toBeLessThan(Date.now());
    expect(Date.parse(poll.closes_at)).toBeGreaterThan(Date.now());
  });

  it('shows counts to someone who has voted (the admin, in the demo data)', async () => {
    const poll = await getPoll('library-sunday-hours', admin);
    expect(poll.results_visible).toBe(true);
    expect(poll.my_option_id).toBe(poll.options[2]!.id);
    expect(poll.options.map((option) => option.votes)).toEqual([1, 0, 1]);
    expect(poll.total_votes).toBe(2);
  });

  it('shows the counts of a closed poll to everyone: base votes plus votes cast here', async () => {
    const poll = await getPoll('recycling-pickup-day');
    expect(poll).toMatchObject({ status: 'closed', results_visible: true, my_option_id: null, total_votes: 247 });
    expect(poll.options.map((option) => [option.label, option.votes])).toEqual([
      ['Monday', 121],
      ['Wednesday', 86],
      ['Friday', 40],
    ]);
    expect((await getPoll('test-closed')).total_votes).toBe(10);
  });

  it('hides upcoming counts too', async () => {
    const poll = await getPoll('new-park-name');
    expect(poll).toMatchObject({ status: 'upcoming', results_visible: false, total_votes: null });
    expect(Date.parse(poll.opens_at)).toBeGreaterThan(Date.now());
  });

  it('answers 404 for an unknown or inactive poll', async () => {
    for (const slug of ['no-such-poll', 'test-hidden']) {
      const response = await call(ctx.app, 'GET', `/api/polls/${slug}/`, { token: resident });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('POST /api/polls/:slug/vote/', () => {
  it('refuses an option of another poll, and extra fields', async () => {
    const other = await getPoll('recycling-pickup-day');
    const foreign = await vote('library-sunday-hours', { option_id: other.options[0]!.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ detail: 'Invalid input.', errors: { option_id: [POLL_OPTION_NOT_IN_POLL] } });
    const huge = await vote('library-sunday-hours', { option_id: 2 ** 40 });
    expect(huge.statusCode).toBe(400);

    const poll = await getPoll('library-sunday-hours');
    const extra = await vote('library-sunday-hours', { option_id: poll.options[0]!.id, weight: 10 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ weight: ['Unknown field.'] });
    const missing = await vote('library-sunday-hours', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['option_id']);
    expect((await getPoll('library-sunday-hours')).my_option_id).toBeNull();
  });

  it('refuses polls that are not open: upcoming and closed', async () => {
    for (const slug of ['new-park-name', 'test-upcoming', 'recycling-pickup-day', 'test-closed']) {
      const poll = await getPoll(slug);
      const response = await vote(slug, { option_id: poll.options[0]!.id });
      expect(response.statusCode, slug).toBe(409);
      expect(response.json()).toEqual({ detail: POLL_NOT_OPEN });
    }
  });

  it('answers 404 for an unknown poll', async () => {
    expect((await vote('no-such-poll', { option_id: 1 })).statusCode).toBe(404);
  });

  it('counts a vote and answers the poll with its results', async () => {
    const before = await getPoll('library-sunday-hours');
    const choice = before.options[0]!.id;
    const response = await vote('library-sunday-hours', { option_id: choice });
    expect(response.statusCode).toBe(201);
    const poll = pollSchema.parse(response.json());
    expect(poll).toMatchObject({ results_visible: true, my_option_id: choice, total_votes: 3 });
    expect(poll.options.map((option) => option.votes)).toEqual([2, 0, 1]);
    expect(await getPoll('library-sunday-hours')).toEqual(poll);
  });

  it('refuses a second vote, even for another option', async () => {
    const poll = await getPoll('library-sunday-hours');
    const response = await vote('library-sunday-hours', { option_id: poll.options[1]!.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: ALREADY_VOTED, code: 'poll.alreadyVoted' });
    expect((await getPoll('library-sunday-hours')).total_votes).toBe(3);
  });

  it('names a second vote by its code in every language, for the page to act on', async () => {
    const poll = await getPoll('library-sunday-hours');
    const response = await call(ctx.app, 'POST', '/api/polls/library-sunday-hours/vote/', {
      token: resident,
      body: { option_id: poll.options[0]!.id },
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Ya votó en esta encuesta.', code: 'poll.alreadyVoted' });
  });

  it('stores exactly one of 10 concurrent votes by one person; the others answer 409', async () => {
    const voter = await register(ctx.app, 'eager.voter@example.org', 'marble-lantern-84');
    const poll = await getPoll('test-open', voter);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => vote('test-open', { option_id: poll.options[i % 2]!.id }, voter)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ detail: ALREADY_VOTED, code: 'poll.alreadyVoted' });
    }
    const after = await getPoll('test-open', voter);
    expect(after.total_votes).toBe(1);
    expect(after.my_option_id).not.toBeNull();
  });
});
