import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';

import { admits } from '@portal/shared/access';
import { UPLOAD_RULES, type TimelineEntry, type Upload, type UploadPurpose } from '@portal/shared/contracts';
import { personName } from '@portal/shared/writing';

import { msg, type Message } from '../i18n';
import type { Db } from './client';
import { selectProperties } from './properties';
import { caseEvents, properties, uploads, type appeals, type complaints, type disputes } from './schema';
import type { User } from './users';

// What complaints, disputes and appeals share: their files, their timeline, how staff move them.

export type CaseKind = 'complaint' | 'dispute' | 'appeal';

const EVENT_COLUMN = { complaint: caseEvents.complaintId, dispute: caseEvents.disputeId, appeal: caseEvents.appealId } as const;
const UPLOAD_COLUMN = { complaint: uploads.complaintId, dispute: uploads.disputeId, appeal: uploads.appealId } as const;

function caseKey(kind: CaseKind, id: number) {
  if (kind === 'complaint') return { complaintId: id };
  if (kind === 'dispute') return { disputeId: id };
  return { appealId: id };
}

/** How a person is named on a case: their name, or their email when they gave none. */
const nameOf = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) => personName(user.firstName, user.lastName, user.email);

export function residentOf(user: Pick<User, 'firstName' | 'lastName' | 'email'>) {
  return { name: nameOf(user), email: user.email };
}

/** Owner or staff may see a case; to anyone else it does not exist. */
export function canSee(viewer: User, ownerId: number): boolean {
  return admits('super', viewer) || viewer.id === ownerId;
}

/** Restricts a list of cases of one kind to one person's. */
export function casesOf(table: typeof complaints | typeof disputes | typeof appeals, userId: number): SQL {
  return eq(table.userId, userId);
}

type NewEvent = {
  kind: 'status' | 'note';
  from?: string | null;
  to?: string | null;
  note?: string | null;
  author: 'resident' | 'staff';
  by: User;
  at?: Date;
};

/** One timeline row; call it in the transaction of the change it records. */
export async function addCaseEvent(tx: Db, kind: CaseKind, caseId: number, event: NewEvent): Promise<void> {
  await tx.insert(caseEvents).values({
    ...caseKey(kind, caseId),
    kind: event.kind,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    note: event.note ?? null,
    author: event.author,
    authorId: event.by.id,
    authorName: nameOf(event.by),
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

export async function loadTimeline(db: Db, kind: CaseKind, caseId: number): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(caseEvents)
    .where(eq(EVENT_COLUMN[kind], caseId))
    .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    kind: row.kind,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    note: row.note,
    author: row.author,
    author_name: row.authorName,
  }));
}

export function toUpload(row: typeof uploads.$inferSelect): Upload {
  return {
    id: row.id,
    purpose: row.purpose,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

export async function loadCaseUploads(db: Db, kind: CaseKind, caseId: number): Promise<Upload[]> {
  const rows = await db.select().from(uploads).where(eq(UPLOAD_COLUMN[kind], caseId)).orderBy(asc(uploads.id));
  return rows.map(toUpload);
}

/**
 * Attaches the caller's own, still unattached uploads of the purpose to a case. Anything else
 * (someone else's, attached already, another purpose, unknown, too many) is refused: the answer
 * is the message for the field then (null when all were taken), and the caller must not let the
 * transaction commit. The conditional UPDATE makes two cases racing for one file take it once.
 */
export async function attachUploads(
  tx: Db,
  options: { user: User; purpose: UploadPurpose; ids: number[]; kind: CaseKind; caseId: number },
): Promise<Message | null> {
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return null;
  const { maxCount } = UPLOAD_RULES[options.purpose];
  if (ids.length > maxCount) return msg('upload.tooMany', { max: maxCount });
  const attached = await tx
    .update(uploads)
    .set(caseKey(options.kind, options.caseId))
    .where(
      and(
        inArray(uploads.id, ids),
        eq(uploads.userId, options.user.id),
        eq(uploads.purpose, options.purpose),
        isNull(uploads.complaintId),
        isNull(uploads.disputeId),
        isNull(uploads.appealId),
      ),
    )
    .returning({ id: uploads.id });
  return attached.length === ids.length ? null : msg('upload.notAttachable');
}

/** One line for a property, as a case shows where it is: "214 Maple Avenue, Elm Park, Brookfield 12345". */
export async function ownPropertyAddress(db: Db, userId: number, propertyId: number): Promise<string | null> {
  const [row] = await selectProperties(db, and(eq(properties.userId, userId), eq(properties.id, propertyId))).limit(1);
  if (!row) return null;
  const p = row.property;
  return [p.addressLine1, p.addressLine2, row.suburb, `${row.town} ${p.postalCode}`].filter(Boolean).join(', ');
}

/** The id of the case of this kind the person lodged with this Idempotency-Key, or null. */
export async function caseByIdempotencyKey(
  db: Db,
  table: typeof complaints | typeof disputes,
  userId: number,
  key: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.idempotencyKey, key)))
    .limit(1);
  return row?.id ?? null;
}
