import { and, asc, eq } from 'drizzle-orm';

import type { ComplaintType } from '@portal/shared/contracts';

import { inLanguage, type Reading } from '../lib/content-language';
import type { Db } from './client';
import { complaintTypes, type ComplaintTypeRow } from './schema';

/** Active complaint types by sort order, then name, in the reader's language. */
export async function loadComplaintTypes(db: Db, reading: Reading): Promise<ComplaintType[]> {
  const rows = await db
    .select({
      id: complaintTypes.id,
      name: complaintTypes.name,
      description: complaintTypes.description,
      translations: complaintTypes.translations,
    })
    .from(complaintTypes)
    .where(eq(complaintTypes.isActive, true))
    .orderBy(asc(complaintTypes.sortOrder), asc(complaintTypes.name));
  return rows.map((row) => ({
    id: row.id,
    ...inLanguage(reading, row.translations, { name: row.name, description: row.description }),
  }));
}

/** The active complaint type with the id, or null. */
export async function findActiveComplaintType(db: Db, id: number): Promise<ComplaintTypeRow | null> {
  const [row] = await db
    .select()
    .from(complaintTypes)
    .where(and(eq(complaintTypes.id, id), eq(complaintTypes.isActive, true)))
    .limit(1);
  return row ?? null;
}
