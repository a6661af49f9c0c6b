import { and, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';

import type { RegisterInput } from '@portal/shared/contracts';

import type { Db } from '../db/client';
import { pendingRegistrations, users, type PendingProfile } from '../db/schema';
import { msg, say } from '../i18n';
import { hashToken, randomToken, TOKEN_PATTERN } from '../lib/tokens';
import type { MailMessage } from './mail';
import { greeting } from './mail-words';
import { decodeUid, encodeUid } from './password-reset';

export const CONFIRM_LINK_HOURS = 24;
/** Pending registrations kept per email and client address key: that key's newest. */
export const PENDING_PER_ADDRESS = 3;
const LIFETIME = sql.raw(`interval '${CONFIRM_LINK_HOURS} hours'`);
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps driver errors; the SQLSTATE is on the error or its cause.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** What the account will hold besides its email and password; `language`, the one it was registered in. */
export function pendingProfile(input: Omit<RegisterInput, 'email' | 'password' | 'language'>, language: string): PendingProfile {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    ownership: input.ownership ?? null,
    primaryContact: input.primary_contact ?? null,
    identificationType: input.identification_type ?? null,
    identificationNumber: input.identification_number ?? null,
    language,
  };
}

/**
 * Keeps the registration, with a link of its own, until its email is confirmed, and returns the
 * path of that link. Earlier registrations of the email keep theirs, so a stranger registering
 * it does not kill the owner's link; of those from one client address key, only the newest
 * PENDING_PER_ADDRESS are kept.
 */
export async function createPendingRegistration(
  db: Db,
  email: string,
  address: string,
  passwordHash: string,
  profile: PendingProfile,
): Promise<string> {
  const token = randomToken();
  // Whoever is past their link's hours is of no use to anyone.
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, sql`now()`));
  const [row] = await db
    .insert(pendingRegistrations)
    .values({ email, address, passwordHash, profile, tokenHash: hashToken(token), expiresAt: sql`now() + ${LIFETIME}` })
    .returning({ id: pendingRegistrations.id });
  if (!row) throw new Error('insert returned no row');
  const fromHere = and(eq(pendingRegistrations.email, email), eq(pendingRegistrations.address, address));
  const newest = db
    .select({ id: pendingRegistrations.id })
    .from(pendingRegistrations)
    .where(fromHere)
    .orderBy(desc(pendingRegistrations.createdAt), desc(pendingRegistrations.id))
    .limit(PENDING_PER_ADDRESS);
  await db.delete(pendingRegistrations).where(and(fromHere, notInArray(pendingRegistrations.id, newest)));
  return `/register/confirm/${encodeUid(row.id)}/${token}`;
}

const usable = gt(pendingRegistrations.expiresAt, sql`now()`);

function linkCondition(uid: string, token: string) {
  const id = decodeUid(uid);
  if (id === null || !TOKEN_PATTERN.test(token)) return null;
  return and(eq(pendingRegistrations.id, id), eq(pendingRegistrations.tokenHash, hashToken(token)), usable);
}

/** The pending registration a confirmation link names while it still works, or null. */
export async function findPendingRegistration(db: Db, uid: string, token: string) {
  const condition = linkCondition(uid, token);
  if (!condition) return null;
  const [row] = await db
    .select({ id: pendingRegistrations.id, passwordHash: pendingRegistrations.passwordHash })
    .from(pendingRegistrations)
    .where(condition)
    .limit(1);
  return row ?? null;
}

/**
 * Turns the pending registration into an account, once, and returns the new user's id (the
 * email's other pending registrations go: their links die); null when it was used or expired
 * since it was found (the password hash pins the very registration whose password was checked),
 * or when the email got an account meanwhile (an administrator made one): then the pending
 * registration is simply gone.
 */
export async function createAccountFromPending(db: Db, pending: { id: number; passwordHash: string }): Promise<number | null> {
  const same = and(eq(pendingRegistrations.id, pending.id), eq(pendingRegistrations.passwordHash, pending.passwordHash), usable);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.delete(pendingRegistrations).where(same).returning();
      if (!row) return null;
      const [created] = await tx
        .insert(users)
        .values({ email: row.email, passwordHash: row.passwordHash, ...row.profile })
        .returning({ id: users.id });
      if (!created) throw new Error('insert returned no row');
      await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, row.email));
      return created.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, pending.id));
    return null;
  }
}

/**
 * To an address nobody has confirmed yet, in the language of the request that registered it: so
 * nothing the visitor chose (not even a name) goes in it.
 */
export function confirmMail(to: string, link: string, language: string, portal: string): MailMessage {
  return {
    to,
    subject: say(language, msg('mail.confirm.subject')),
    text: say(language, msg('mail.confirm.body', { hours: CONFIRM_LINK_HOURS, link, portal })),
  };
}

export function alreadyRegisteredMail(
  to: string,
  firstName: string,
  links: { loginLink: string; resetLink: string },
  language: string,
  portal: string,
): MailMessage {
  return {
    to,
    subject: say(language, msg('mail.alreadyRegistered.subject')),
    text: [greeting(language, firstName), '', say(language, msg('mail.alreadyRegistered.body', { ...links, portal }))].join('\n'),
  };
}

/** Whether an account (not a pending registration) has the email. */
export async function accountFor(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, isActive: users.isActive, language: users.language })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user ?? null;
}
