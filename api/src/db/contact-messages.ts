import { and, eq } from 'drizzle-orm';

import type { Db } from './client';
import { contactMessages } from './schema';

/** What a receipt for a contact message shows. */
export type ContactMessageReceiptRow = { reference: string; createdAt: Date };

const receiptColumns = { reference: contactMessages.reference, createdAt: contactMessages.createdAt };

/** The receipt of the message the person sent with this Idempotency-Key, or null. */
export async function findContactMessageByKey(db: Db, userId: number, key: string): Promise<ContactMessageReceiptRow | null> {
  const [row] = await db
    .select(receiptColumns)
    .from(contactMessages)
    .where(and(eq(contactMessages.userId, userId), eq(contactMessages.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The stored message's receipt, or undefined when the person's Idempotency-Key is taken already. */
export async function insertContactMessage(
  db: Db,
  values: typeof contactMessages.$inferInsert,
): Promise<ContactMessageReceiptRow | undefined> {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    // The unique (user_id, idempotency_key) lets one of parallel retries in.
    .onConflictDoNothing({ target: [contactMessages.userId, contactMessages.idempotencyKey] })
    .returning(receiptColumns);
  return row;
}
