import { and, eq, inArray, notInArray } from 'drizzle-orm';

import { OPEN_COMPLAINT_STATUSES, type ComplaintListQuery, type Page } from '@portal/shared/contracts';

import { pageTotal, searchFilter, selectNewestPage } from '../lib/pagination';
import type { Db } from './client';
import { complaints, type ComplaintRow } from './schema';

/** The stored complaint, or undefined when the person's Idempotency-Key is taken already. */
export async function insertComplaint(db: Db, values: typeof complaints.$inferInsert): Promise<ComplaintRow | undefined> {
  const [row] = await db
    .insert(complaints)
    .values(values)
    .onConflictDoNothing({ target: [complaints.userId, complaints.idempotencyKey] })
    .returning();
  return row;
}

/** A page of one person's complaints, newest first, narrowed by the list's `open` and `search`. */
export function ownComplaintPage<T>(db: Db, query: ComplaintListQuery, userId: number, toItem: (row: ComplaintRow) => T): Promise<Page<T>> {
  const search = searchFilter(query.search, [complaints.reference, complaints.complaintType, complaints.description]);
  const open =
    query.open === undefined
      ? undefined
      : query.open === 'true'
        ? inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES])
        : notInArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]);
  const where = and(eq(complaints.userId, userId), open, search);
  return selectNewestPage(
    query,
    complaints,
    () => db.select({ complaint: complaints, total: pageTotal }).from(complaints).where(where),
    (row) => toItem(row.complaint),
  );
}
