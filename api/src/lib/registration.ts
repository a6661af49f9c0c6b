import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { RegisterInput } from '@portal/shared/contracts';
import type { Db } from '../db/client';
import { pendingRegistrations, users, type PendingProfile } from '../db/schema';
import type { MailMessage } from './mail';
import { decodeUid, encodeUid } from './password-reset';
import { hashToken, randomToken, TOKEN_PATTERN } from './tokens';

export const CONFIRM_LINK_HOURS = 24;
const LIFETIME = sql.raw(`interval '${CONFIRM_LINK_HOURS} hours'`);
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps driver errors; the SQLSTATE is on the error or its cause.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export function pendingProfile(input: Omit<RegisterInput, 'email' | 'password'>): PendingProfile {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    ownership: input.ownership ?? null,
    primaryContact: input.primary_contact ?? null,
    identificationType: input.identification_type ?? null,
    identificationNumber: input.identification_number ?? null,
  };
}

/**
 * Keeps the registration until its email is confirmed, replacing any earlier one for the same
 * email (its link stops working), and returns the path of the new confirmation link.
 */
export async function createPendingRegistration(db: Db, email: string, passwordHash: string, profile: PendingProfile): Promise<string> {
  const token = randomToken();
  const values = { passwordHash, profile, tokenHash: hashToken(token), expiresAt: sql`now() + ${LIFETIME}` };
  // Whoever is past their link's hours is of no use to anyone.
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, sql`now()`));
  const [row] = await db
    .insert(pendingRegistrations)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: pendingRegistrations.email, set: { ...values, createdAt: sql`now()` } })
    .returning({ id: pendingRegistrations.id });
  if (!row) throw new Error('upsert returned no row');
  return `/register/confirm/${encodeUid(row.id)}/${token}`;
}

const usable = gt(pendingRegistrations.expiresAt, sql`now()`);

function linkCondition(uid: string, token: string) {
  const id = decodeUid(uid);
  if (id === null || !TOKEN_PATTERN.test(token)) return null;
  return and(eq(pendingRegistrations.id, id), eq(pendingRegistrations.tokenHash, hashToken(token)), usable);
}

/** Whether the uid and token name a confirmation link that still works. */
export async function confirmLinkWorks(db: Db, uid: string, token: string): Promise<boolean> {
  const condition = linkCondition(uid, token);
  if (!condition) return false;
  const [row] = await db.select({ id: pendingRegistrations.id }).from(pendingRegistrations).where(condition).limit(1);
  return Boolean(row);
}

/**
 * Uses the link: the pending registration becomes an account, once. Returns the new user's id,
 * or null when the link does not work (used, replaced, expired) or the email got an account
 * meanwhile (an administrator made one): then the pending registration is simply gone.
 */
export async function confirmRegistration(db: Db, uid: string, token: string): Promise<number | null> {
  const condition = linkCondition(uid, token);
  if (!condition) return null;
  try {
    return await db.transaction(async (tx) => {
      const [pending] = await tx.delete(pendingRegistrations).where(condition).returning();
      if (!pending) return null;
      const [created] = await tx
        .insert(users)
        .values({ email: pending.email, passwordHash: pending.passwordHash, ...pending.profile })
        .returning({ id: users.id });
      if (!created) throw new Error('insert returned no row');
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      await db.delete(pendingRegistrations).where(condition);
      return null;
    }
    throw error;
  }
}

export function confirmMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your email to finish creating your account',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone, hopefully you, asked to create an account on the community services portal with this email address.',
      `To confirm the address and finish creating the account, open this link within ${CONFIRM_LINK_HOURS} hours. It works only once, and logs you in:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: no account is created without this link.',
    ].join('\n'),
  };
}

export function alreadyRegisteredMail(to: string, firstName: string, loginLink: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to create an account with your email',
    text: [
      `Hello ${firstName || 'there'},`,
      '',
      'Someone, perhaps you, tried to create an account on the community services portal with this email address. It already has an account, so nothing has changed.',
      '',
      `To use your account, log in: ${loginLink}`,
      `If you have forgotten your password, you can choose a new one: ${resetLink}`,
      '',
      'If it was not you, you can ignore this email: your account and password stay as they are.',
    ].join('\n'),
  };
}

/** Whether an account (not a pending registration) has the email. */
export async function accountFor(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user ?? null;
}
