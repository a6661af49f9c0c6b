import { and, eq } from 'drizzle-orm';

import type { Db } from './client';
import { appeals, disputeAnswers, disputeBccRecipients, disputes, type DisputeRow } from './schema';

type NewAnswer = Omit<typeof disputeAnswers.$inferInsert, 'id' | 'disputeId'>;

/**
 * The stored dispute, with its answers stored beside it; undefined (and nothing stored) when the
 * person's Idempotency-Key is taken already.
 */
export async function insertDispute(db: Db, values: typeof disputes.$inferInsert, answers: NewAnswer[]): Promise<DisputeRow | undefined> {
  const [row] = await db
    .insert(disputes)
    .values(values)
    .onConflictDoNothing({ target: [disputes.userId, disputes.idempotencyKey] })
    .returning();
  if (!row) return undefined;
  if (answers.length > 0) await db.insert(disputeAnswers).values(answers.map((answer) => ({ disputeId: row.id, ...answer })));
  return row;
}

/** The addresses mailed besides the resident when a dispute is lodged: the active BCC recipients. */
export function activeBccRecipients(db: Db): Promise<Array<{ email: string }>> {
  return db.select({ email: disputeBccRecipients.email }).from(disputeBccRecipients).where(eq(disputeBccRecipients.isActive, true));
}

/** One person's dispute with the id of its appeal (null when none), or null when it is not theirs or unknown. */
export async function findOwnDisputeWithAppeal(
  db: Db,
  userId: number,
  disputeId: number,
): Promise<{ dispute: DisputeRow; appealId: number | null } | null> {
  const [row] = await db
    .select({ dispute: disputes, appealId: appeals.id })
    .from(disputes)
    .leftJoin(appeals, eq(appeals.disputeId, disputes.id))
    .where(and(eq(disputes.id, disputeId), eq(disputes.userId, userId)))
    .limit(1);
  return row ?? null;
}
