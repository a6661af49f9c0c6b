import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';

import type { Poll, POLL_STATUSES } from '@portal/shared/contracts';

import { inLanguage, type Reading } from '../lib/content-language';
import type { Db } from './client';
import { pollOptions, polls, pollVotes, type PollRow } from './schema';

type PollStatus = (typeof POLL_STATUSES)[number];

/** Upcoming before opens_at, open until closes_at (exclusive), closed from then on. */
export function pollStatus(poll: Pick<PollRow, 'opensAt' | 'closesAt'>, now: Date): PollStatus {
  if (now < poll.opensAt) return 'upcoming';
  return now < poll.closesAt ? 'open' : 'closed';
}

/** The same rule as pollStatus, as a condition on the polls table. */
export function pollStatusIs(status: PollStatus, now: Date): SQL | undefined {
  if (status === 'upcoming') return gt(polls.opensAt, now);
  if (status === 'open') return and(lte(polls.opensAt, now), gt(polls.closesAt, now));
  return lte(polls.closesAt, now);
}

const STATUS_RANK: Record<PollStatus, number> = { open: 0, upcoming: 1, closed: 2 };

/** Open first (closing soonest), then upcoming (opening soonest), then closed (newest first). */
function comparePolls(a: Poll, b: Poll): number {
  const rank = STATUS_RANK[a.status] - STATUS_RANK[b.status];
  if (rank !== 0) return rank;
  const time = (iso: string) => Date.parse(iso);
  if (a.status === 'open') return time(a.closes_at) - time(b.closes_at) || a.id - b.id;
  if (a.status === 'upcoming') return time(a.opens_at) - time(b.opens_at) || a.id - b.id;
  return time(b.closes_at) - time(a.closes_at) || b.id - a.id;
}

/**
 * Active polls matching `where`, as `userId` sees them at `now`, in list order. Counts (seeded
 * base votes plus votes cast here) are only filled in once that person has voted or the poll is
 * closed: an open poll's tally must not sway those who have not voted yet.
 */
export async function loadPolls(db: Db, where: SQL | undefined, userId: number, now: Date, reading: Reading): Promise<Poll[]> {
  const rows = await db
    .select()
    .from(polls)
    .where(and(eq(polls.isActive, true), where));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [options, mine] = await Promise.all([
    db
      .select({
        id: pollOptions.id,
        pollId: pollOptions.pollId,
        label: pollOptions.label,
        translations: pollOptions.translations,
        votes: sql<number>`(${pollOptions.baseVotes} + count(${pollVotes.id}))::int`.mapWith(Number),
      })
      .from(pollOptions)
      .leftJoin(pollVotes, eq(pollVotes.optionId, pollOptions.id))
      .where(inArray(pollOptions.pollId, ids))
      .groupBy(pollOptions.id)
      .orderBy(asc(pollOptions.sortOrder), asc(pollOptions.id)),
    db
      .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
      .from(pollVotes)
      .where(and(eq(pollVotes.userId, userId), inArray(pollVotes.pollId, ids))),
  ]);
  const myOption = new Map(mine.map((vote) => [vote.pollId, vote.optionId]));

  return rows
    .map((row): Poll => {
      const status = pollStatus(row, now);
      const myOptionId = myOption.get(row.id) ?? null;
      const visible = myOptionId !== null || status === 'closed';
      const own = options.filter((option) => option.pollId === row.id);
      const words = inLanguage(reading, row.translations, { title: row.title, description: row.description });
      return {
        id: row.id,
        slug: row.slug,
        ...words,
        opens_at: row.opensAt.toISOString(),
        closes_at: row.closesAt.toISOString(),
        status,
        options: own.map((option) => ({
          id: option.id,
          ...inLanguage(reading, option.translations, { label: option.label }),
          votes: visible ? option.votes : null,
        })),
        results_visible: visible,
        total_votes: visible ? own.reduce((sum, option) => sum + option.votes, 0) : null,
        my_option_id: myOptionId,
      };
    })
    .sort(comparePolls);
}

/** One active poll by slug, or null. */
export async function loadPoll(db: Db, slug: string, userId: number, now: Date, reading: Reading): Promise<Poll | null> {
  const [poll] = await loadPolls(db, eq(polls.slug, slug), userId, now, reading);
  return poll ?? null;
}

/** Stores the person's vote; false when they have voted in the poll already. */
export async function castVote(db: Db, pollId: number, optionId: number, userId: number): Promise<boolean> {
  const [stored] = await db
    .insert(pollVotes)
    .values({ pollId, optionId, userId })
    .onConflictDoNothing({ target: [pollVotes.pollId, pollVotes.userId] })
    .returning({ id: pollVotes.id });
  return stored !== undefined;
}
