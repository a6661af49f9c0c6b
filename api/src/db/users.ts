import { and, desc, eq, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm';

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
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
