import { and, desc, eq, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm';

import type { ProfileUpdate } from '@portal/shared/contracts';

import { hashToken, randomToken } from '../lib/tokens';
import type { Db } from './client';
import { authTokens, passwordResetTokens, users, type UserRow } from './schema';

/** A user as the app handles it: the password hash never leaves the login path. */
export type User = Omit<UserRow, 'passwordHash'>;

type UserColumns = ReturnType<typeof getTableColumns<typeof users>>;
const columns: Partial<UserColumns> = { ...getTableColumns(users) };
delete columns.passwordHash;

/** Selects every users column except the password hash. */
export const userColumns = columns as Omit<UserColumns, 'passwordHash'>;

/**
 * A new token for the user; only its hash is kept, so it can be shown exactly once. The account
 * keeps its `keep` most recently used sessions (this one included): logging in again and again
 * ends the oldest instead of piling up rows.
 */
export async function issueToken(db: Db, userId: number, keep: number): Promise<string> {
  const token = randomToken();
  await db.insert(authTokens).values({ userId, keyHash: hashToken(token) });
  const newest = db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(desc(sql`coalesce(${authTokens.lastUsed}, ${authTokens.createdAt})`), desc(authTokens.id))
    .limit(keep);
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), notInArray(authTokens.id, newest)));
  await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, userId));
  return token;
}

/**
 * Sets a new password hash and ends everything the old password opened: every token (sessions
 * on other devices, and a thief's) and every reset link still unused. Run it in a transaction.
 */
export async function replacePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await revokeTokens(db, userId);
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The user with this id, or undefined. */
export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user with this id, locked for update until the transaction ends; undefined for none. */
export async function lockUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** The account with this (lowercase) email, password hash included, for checking a login; undefined for none. */
export async function findUserForLogin(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The user's password hash, or undefined when there is no such user. */
export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/** The user with the given profile fields changed (the others as they were), or undefined when there is no such user. */
export async function updateProfile(db: Db, userId: number, changes: ProfileUpdate): Promise<User | undefined> {
  const [updated] = await db
    .update(users)
    .set({
      firstName: changes.first_name,
      lastName: changes.last_name,
      ownership: changes.ownership,
      primaryContact: changes.primary_contact,
      identificationType: changes.identification_type,
      identificationNumber: changes.identification_number,
      language: changes.language,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning(userColumns);
  return updated;
}

/** Ends one session: deletes its token. */
export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/** Ends every session of the user: deletes all its tokens. */
export async function revokeTokens(db: Db, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}
