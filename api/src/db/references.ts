import { sql } from 'drizzle-orm';

import type { Db } from './client';

const KINDS = {
  complaint: { prefix: 'CMP', sequence: 'complaint_reference_seq' },
  donation: { prefix: 'DON', sequence: 'donation_reference_seq' },
  contactMessage: { prefix: 'MSG', sequence: 'contact_message_reference_seq' },
  dispute: { prefix: 'DSP', sequence: 'dispute_reference_seq' },
  appeal: { prefix: 'APL', sequence: 'appeal_reference_seq' },
  receipt: { prefix: 'RCT', sequence: 'donation_receipt_seq' },
} as const;

/** Next reference like `CMP-2026-000123`: the year it was made, then a number that never repeats. */
export async function nextReference(db: Db, kind: keyof typeof KINDS, at: Date = new Date()): Promise<string> {
  const { prefix, sequence } = KINDS[kind];
  const [row] = await db.select({ value: sql<string>`nextval(${sequence}::regclass)::text` }).from(sql`(SELECT 1) AS one`);
  if (!row) throw new Error(`nextval(${sequence}) returned no row`);
  return `${prefix}-${at.getUTCFullYear()}-${row.value.padStart(6, '0')}`;
}
