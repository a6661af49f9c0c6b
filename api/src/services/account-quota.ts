import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { RateLimit } from '../config-security';
import type { Db } from '../db/client';
import type { RateLimitResult } from './rate-limit';

/** A table an account adds rows to, with the columns naming whose each row is and when it came. */
export type StoredRows = { table: PgTable; userId: PgColumn; createdAt: PgColumn };

/**
 * Whether the account has stored fewer than `limit.max` rows in `sources` together within the
 * window, counted from the rows themselves: a refused or failed request writes nothing and counts
 * for nothing. Over it, the wait is until the oldest of those rows leaves the window.
 */
export async function storedWithin(db: Db, sources: StoredRows[], userId: number, limit: RateLimit): Promise<RateLimitResult> {
  const since = sql`now() - make_interval(secs => ${limit.windowSeconds})`;
  let stored = 0;
  let oldest: Date | null = null;
  for (const source of sources) {
    const [row] = await db
      .select({ n: count(), oldest: min(source.createdAt) })
      .from(source.table)
      .where(and(eq(source.userId, userId), gt(source.createdAt, since)));
    stored += row?.n ?? 0;
    const first = row?.oldest ? new Date(row.oldest as Date | string) : null;
    if (first && (!oldest || first < oldest)) oldest = first;
  }
  if (stored < limit.max) return { allowed: true };
  const leaves = (oldest?.getTime() ?? Date.now()) + limit.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((leaves - Date.now()) / 1000)) };
}
