import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES = 10;

const WINDOW = sql.raw(`interval '${LOGIN_WINDOW_MINUTES} minutes'`);
/** Advisory lock class for the per-email lock; the second key is hashtext(email). */
const THROTTLE_LOCK_CLASS = 2026_0002;

export type LoginClaim = { attemptId: number } | { retryAfterSeconds: number };

/**
 * Books a login attempt for the (lower-cased) email before the password is checked, or says how
 * long to wait. Booking first, under a lock per email, means a burst of parallel guesses cannot
 * all slip in under the limit while each is still being checked. Times are the database's, so
 * every API instance counts the same window.
 */
export async function claimLoginAttempt(db: Db, email: string): Promise<LoginClaim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${email}))`);
    const recent = and(eq(loginAttempts.email, email), gt(loginAttempts.attemptedAt, sql`now() - ${WINDOW}`));
    // The 10th most recent attempt in the window: while there is one, no more are allowed, and
    // it is the one whose expiry lets the next attempt in.
    const [blocking] = await tx
      .select({ wait: sql<number>`ceil(extract(epoch from ${loginAttempts.attemptedAt} + ${WINDOW} - now()))::int` })
      .from(loginAttempts)
      .where(recent)
      .orderBy(desc(loginAttempts.attemptedAt), desc(loginAttempts.id))
      .offset(LOGIN_MAX_FAILURES - 1)
      .limit(1);
    if (blocking) return { retryAfterSeconds: Math.max(1, blocking.wait) };

    // Nobody needs attempts older than the window, whoever they were for.
    await tx.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, sql`now() - ${WINDOW}`));
    const [booked] = await tx.insert(loginAttempts).values({ email }).returning({ id: loginAttempts.id });
    if (!booked) throw new Error('insert returned no row');
    return { attemptId: booked.id };
  });
}

/** The attempt succeeded, so it is not a failure; earlier failures in the window still count. */
export async function releaseLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}
