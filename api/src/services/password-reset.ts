import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import { isId } from '@portal/shared/contracts';

import type { Db } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import { replacePassword, userColumns, type User } from '../db/users';
import { hashToken, randomToken, TOKEN_PATTERN } from '../lib/tokens';

const LIFETIME = sql.raw(`interval '1 hour'`);

/** The uid of a reset link: the user id in base64url, as Django does it. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

/** The user id a uid names, or null; each id has exactly one accepted spelling. */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('latin1');
  if (!isId(text)) return null;
  const userId = Number(text);
  return encodeUid(userId) === uid ? userId : null;
}

/** Stores a new single-use token (its hash) valid for an hour; returns the link's path. */
export async function createResetLink(db: Db, userId: number): Promise<string> {
  const token = randomToken();
  // Expired links are of no use to anyone (used ones go when the password changes).
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now()`));
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    // The database's clock, like every other expiry check here.
    expiresAt: sql`now() + ${LIFETIME}`,
  });
  return `/users/forgot-password/${encodeUid(userId)}/${token}`;
}

const usable = and(isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));

/** The token and its (active) user when the uid and token name a link that still works. */
export async function findResetToken(db: Db, uid: string, token: string): Promise<{ tokenId: number; user: User } | null> {
  const userId = decodeUid(uid);
  if (userId === null || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ tokenId: passwordResetTokens.id, user: userColumns })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), eq(passwordResetTokens.userId, userId), usable))
    .limit(1);
  return row && row.user.isActive ? row : null;
}

/**
 * Uses the token and sets the password, or returns false when the token was used (or expired)
 * since it was found: of two requests racing with one link, only one changes the password. The
 * account's links, this one included, are deleted: none works once the password has changed.
 */
export async function resetPassword(db: Db, tokenId: number, userId: number, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.id, tokenId), usable))
      .returning({ id: passwordResetTokens.id });
    if (!claimed) return false;
    await replacePassword(tx, userId, passwordHash);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    return true;
  });
}
