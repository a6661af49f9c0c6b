import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';

import type { LoginThrottleConfig } from '../config-security';
import type { Db } from '../db/client';
import { loginAddresses, loginAttempts, users } from '../db/schema';
import { msg, say } from '../i18n';
import type { MailMessage } from './mail';
import { greeting } from './mail-words';

/** Advisory lock class for the per-email lock; the second key is hashtext(email). */
const THROTTLE_LOCK_CLASS = 2026_0002;

export type LoginClaim = { attemptId: number; accountFailures: number } | { retryAfterSeconds: number };

/** `now()` less that many seconds, by the database's clock. */
const ago = (seconds: number) => sql`(now() - make_interval(secs => ${seconds}))`;

/** How long the attempt after `failures` failures from one address must wait after the last of them. */
export function backoffSeconds(failures: number, config: LoginThrottleConfig): number {
  const extra = failures - config.freeFailures;
  if (extra < 0) return 0;
  return Math.min(config.backoffBaseSeconds * 2 ** extra, config.backoffMaxSeconds);
}

/**
 * Books a login attempt for the (lower-cased) email from a client address (its clientKey, an IPv6
 * client's /64) before the password is checked, or says how long to wait. Two rules, both over the
 * failures of the last window:
 * - from one address, after the free failures each further attempt waits twice as long as the
 *   one before, so a guesser slows to a crawl while the owner, elsewhere, is not held up;
 * - from all addresses together, a much higher count since the last password reset pauses the
 *   email's logins until the next reset (or until the failures age out of the window), except
 *   from the addresses the account logged in from, which others' failures never stop.
 * Booking first, under a lock per email, means a burst of parallel guesses cannot all slip in
 * while each is still being checked. Times are the database's, so every API instance agrees.
 */
export async function claimLoginAttempt(db: Db, email: string, address: string, config: LoginThrottleConfig): Promise<LoginClaim> {
  const window = ago(config.windowSeconds);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${email}))`);
    const recent = and(eq(loginAttempts.email, email), gt(loginAttempts.attemptedAt, window));
    const pausing = and(recent, eq(loginAttempts.countsForPause, true));

    // The pause: the oldest of the newest `lockoutFailures` failures leaving the window lets the next in.
    const [locking] = await tx
      .select({ wait: sql<number>`ceil(extract(epoch from ${loginAttempts.attemptedAt} - ${window}))::int` })
      .from(loginAttempts)
      .where(pausing)
      .orderBy(desc(loginAttempts.attemptedAt), desc(loginAttempts.id))
      .offset(config.lockoutFailures - 1)
      .limit(1);
    if (locking && !(await loggedInFrom(tx, email, address, config))) return { retryAfterSeconds: Math.max(1, locking.wait) };

    const [fromHere] = await tx
      .select({ failures: count(), since: sql<number>`coalesce(extract(epoch from now() - max(${loginAttempts.attemptedAt})), 0)::float8` })
      .from(loginAttempts)
      .where(and(recent, eq(loginAttempts.address, address)));
    const wait = Math.ceil(backoffSeconds(fromHere?.failures ?? 0, config) - (fromHere?.since ?? 0));
    if (wait > 0) return { retryAfterSeconds: wait };

    // Nobody needs attempts older than the window, whoever they were for.
    await tx.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, window));
    const [booked] = await tx.insert(loginAttempts).values({ email, address }).returning({ id: loginAttempts.id });
    if (!booked) throw new Error('insert returned no row');
    const [all] = await tx.select({ n: count() }).from(loginAttempts).where(pausing);
    return { attemptId: booked.id, accountFailures: all?.n ?? 1 };
  });
}

/** Whether the email's account logged in from the address within LOGIN_KNOWN_ADDRESS_DAYS. */
async function loggedInFrom(db: Db, email: string, address: string, config: LoginThrottleConfig): Promise<boolean> {
  const [known] = await db
    .select({ userId: loginAddresses.userId })
    .from(loginAddresses)
    .innerJoin(users, eq(users.id, loginAddresses.userId))
    .where(
      and(eq(users.email, email), eq(loginAddresses.address, address), gt(loginAddresses.lastLoginAt, ago(config.knownAddressSeconds))),
    )
    .limit(1);
  return known !== undefined;
}

/** The account logged in from the address (its clientKey): others' failures no longer pause its logins from there. */
export async function rememberLoginAddress(db: Db, userId: number, address: string, config: LoginThrottleConfig): Promise<void> {
  // Nobody needs the addresses that no longer count, whoever they were for.
  await db.delete(loginAddresses).where(lt(loginAddresses.lastLoginAt, ago(config.knownAddressSeconds)));
  await db
    .insert(loginAddresses)
    .values({ userId, address })
    .onConflictDoUpdate({ target: [loginAddresses.userId, loginAddresses.address], set: { lastLoginAt: sql`now()` } });
}

/**
 * The attempt succeeded: it is not a failure, and the failures from that address no longer hold
 * the person up. Failures from other addresses still count towards the lockout.
 */
export async function releaseLoginAttempt(db: Db, attemptId: number, email: string, address: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(sql`${loginAttempts.id} = ${attemptId} OR (${loginAttempts.email} = ${email} AND ${loginAttempts.address} = ${address})`);
}

/** The attempt never had its password checked (the server was too busy): it is no failure. */
export async function dropLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}

/**
 * A password reset proves the owner holds the mailbox: the failures so far no longer count towards
 * pausing the email's logins, though each still slows the address it came from.
 */
export async function liftLoginPause(db: Db, email: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ countsForPause: false })
    .where(and(eq(loginAttempts.email, email.toLowerCase()), eq(loginAttempts.countsForPause, true)));
}

/** The account's mail when its logins are locked after many failures from many places. */
export function lockedOutMail(
  to: string,
  firstName: string,
  resetLink: string,
  hours: number,
  language: string,
  portal: string,
): MailMessage {
  return {
    to,
    subject: say(language, msg('mail.lockedOut.subject')),
    text: [greeting(language, firstName), '', say(language, msg('mail.lockedOut.body', { link: resetLink, hours, portal }))].join('\n'),
  };
}
