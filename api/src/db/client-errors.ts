import { and, desc, eq, gt, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Page, PageQuery } from '@portal/shared/contracts';

import { searchFilter } from '../lib/pagination';
import { newestPageWithEmail } from './account-logs';
import type { Db } from './client';
import { clientErrors } from './schema';

type ClientErrorRow = typeof clientErrors.$inferSelect;

/** A page of the stored reports, newest first, `search` in the message and the page address; each with its sender's email or null. */
export function newestReportsPage<T>(
  db: Db,
  query: PageQuery,
  toItem: (report: ClientErrorRow, email: string | null) => T,
): Promise<Page<T>> {
  const where = searchFilter(query.search, [clientErrors.message, clientErrors.url]);
  return newestPageWithEmail(db, query, clientErrors, where, toItem);
}

/** The fields two reports must share to be counted as one. */
export type AlikeReport = Pick<ClientErrorRow, 'message' | 'source' | 'remote' | 'url' | 'stack' | 'appVersion'>;

/** The id of the newest report alike to `report` stored less than `seconds` ago, or undefined. */
export async function findAlikeReport(db: Db, report: AlikeReport, seconds: number): Promise<number | undefined> {
  const [seen] = await db
    .select({ id: clientErrors.id })
    .from(clientErrors)
    .where(
      and(
        gt(clientErrors.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        ...Object.entries(report).map(([name, value]) => sql`${clientErrors[name as keyof AlikeReport]} IS NOT DISTINCT FROM ${value}`),
      ),
    )
    .orderBy(desc(clientErrors.id))
    .limit(1);
  return seen?.id;
}

/** Counts one more occurrence of a stored report, seen now. */
export async function countOccurrence(db: Db, id: number): Promise<void> {
  await db
    .update(clientErrors)
    .set({ occurrences: sql`${clientErrors.occurrences} + 1`, lastSeenAt: sql`now()` })
    .where(eq(clientErrors.id, id));
}

/** The id of a newly stored report. */
export async function insertReport(
  db: Db,
  report: AlikeReport & Pick<ClientErrorRow, 'userId' | 'userAgent'>,
): Promise<number | undefined> {
  const [created] = await db.insert(clientErrors).values(report).returning({ id: clientErrors.id });
  return created?.id;
}

/** The sum of the occurrences seen within the interval. */
function countSince(interval: SQL) {
  return sql<number>`coalesce(sum(${clientErrors.occurrences}) filter (where ${clientErrors.lastSeenAt} > now() - ${interval}), 0)`.mapWith(
    Number,
  );
}

/** The column's value in the newest report of the group. */
function newest<T>(column: AnyPgColumn) {
  return sql<T>`(array_agg(${column} order by ${clientErrors.lastSeenAt} desc, ${clientErrors.id} desc))[1]`;
}

/**
 * Per remote that failed to load (`remote-load` reports), last seen first: its occurrences in the
 * last 24 hours, the last 7 days and in all, when it was last seen, and its newest report's
 * message and version.
 */
export function remoteLoadSummaries(db: Db) {
  // Each row stands for its alike reports (occurrences), the newest of them at last_seen_at.
  const lastSeen = max(clientErrors.lastSeenAt);
  return db
    .select({
      remote: clientErrors.remote,
      last24Hours: countSince(sql`interval '24 hours'`),
      last7Days: countSince(sql`interval '7 days'`),
      total: sql<number>`sum(${clientErrors.occurrences})`.mapWith(Number),
      lastSeen,
      lastMessage: newest<string>(clientErrors.message),
      lastVersion: newest<string | null>(clientErrors.appVersion),
    })
    .from(clientErrors)
    .where(and(eq(clientErrors.source, 'remote-load'), isNotNull(clientErrors.remote)))
    .groupBy(clientErrors.remote)
    .orderBy(desc(lastSeen), clientErrors.remote);
}
