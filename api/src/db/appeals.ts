import type { Db } from './client';
import { appeals, type AppealRow } from './schema';

/**
 * The stored appeal, or undefined when the dispute has one already: one appeal per dispute, so of
 * concurrent attempts one is stored and the others get undefined.
 */
export async function insertAppeal(db: Db, values: typeof appeals.$inferInsert): Promise<AppealRow | undefined> {
  const [row] = await db.insert(appeals).values(values).onConflictDoNothing({ target: appeals.disputeId }).returning();
  return row;
}
