import { lt, sql } from 'drizzle-orm';

import type { RateLimit } from '../config-security';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A total every client address key shares is cut into this many shares: a key uses one at most. */
const SHARES_OF_TOTAL = 10;

/** Expired windows are deleted at most this often per process, by whichever request comes first. */
const PURGE_EVERY_MS = 60_000;
let lastPurge = 0;

/**
 * Counts one request for `subject` (a client address, an email) in `bucket` and says whether it
 * is within the limit. One upsert does it, so parallel requests on every API instance are counted
 * exactly; windows are fixed and follow the database's clock. Refused requests count too, so a
 * client that keeps hammering gains nothing.
 */
export async function hitRateLimit(db: Db, bucket: string, subject: string, limit: RateLimit): Promise<RateLimitResult> {
  if (Date.now() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = Date.now();
    await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`now()`));
  }
  const expired = sql`${rateLimits.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, subject, hits: 1, resetsAt: sql`now() + make_interval(secs => ${limit.windowSeconds})` })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.subject],
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${expired} THEN excluded.resets_at ELSE ${rateLimits.resetsAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, wait: sql<number>`ceil(extract(epoch from ${rateLimits.resetsAt} - now()))::int` });
  if (!row) throw new Error('upsert returned no row');
  return row.hits <= limit.max ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, row.wait) };
}

/**
 * Counts one hit of a client address `key` on a total every key shares, refused once the key has
 * used its share (a tenth of the total, at least one) or all keys the total: a few keys can never
 * use up the total for everyone else. A hit its share refuses does not count on the total.
 */
export async function hitShareOfTotal(db: Db, bucket: string, key: string, total: RateLimit): Promise<RateLimitResult> {
  const share = { ...total, max: Math.max(1, Math.floor(total.max / SHARES_OF_TOTAL)) };
  const own = await hitRateLimit(db, `${bucket}:share`, key, share);
  return own.allowed ? hitRateLimit(db, bucket, 'all', total) : own;
}
