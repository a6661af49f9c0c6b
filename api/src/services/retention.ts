import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { RetentionConfig } from '../config-security';
import type { Db } from '../db/client';
import { auditLog, clientErrors, contactMessages, outbox, storedFiles, uploads } from '../db/schema';

const DAY_SECONDS = 24 * 3600;

const olderThan = (column: PgColumn, seconds: number) => lt(column, sql`now() - make_interval(secs => ${seconds})`);

/** Rows deleted by one purge, by table. */
export type Purged = Record<'clientErrors' | 'outbox' | 'contactMessages' | 'auditLog' | 'uploads' | 'storedFiles', number>;

/**
 * Deletes what is kept no longer: rows past their table's retention, and uploads no case took
 * within their hours with their bytes (and the bytes of uploads gone with their account). Every
 * statement is a plain DELETE by age, so any number of instances may run it at once: a row is
 * deleted by whichever comes first, and an upload being attached either is attached first (and
 * stays) or is gone (and the case says the file cannot be attached).
 */
export async function purgeExpiredRows(db: Db, retention: RetentionConfig): Promise<Purged> {
  const deleted = async (rows: Promise<unknown[]>) => (await rows).length;
  const one = { one: sql`1` };
  /** Deletes the table's rows older than `days` by `column`. */
  const byAge = (table: typeof clientErrors | typeof outbox | typeof contactMessages | typeof auditLog, column: PgColumn, days: number) =>
    deleted(
      db
        .delete(table)
        .where(olderThan(column, days * DAY_SECONDS))
        .returning(one),
    );
  return {
    clientErrors: await byAge(clientErrors, clientErrors.createdAt, retention.clientErrorsDays),
    outbox: await byAge(outbox, outbox.createdAt, retention.outboxDays),
    contactMessages: await byAge(contactMessages, contactMessages.createdAt, retention.contactMessagesDays),
    auditLog: await byAge(auditLog, auditLog.createdAt, retention.auditLogDays),
    uploads: await deleted(
      db
        .delete(uploads)
        .where(
          and(
            isNull(uploads.complaintId),
            isNull(uploads.disputeId),
            isNull(uploads.appealId),
            olderThan(uploads.createdAt, retention.unattachedUploadHours * 3600),
          ),
        )
        .returning(one),
    ),
    // An upload's file and row are stored in one transaction, so a file without its row is garbage.
    storedFiles: await deleted(
      db
        .delete(storedFiles)
        .where(and(eq(storedFiles.kind, 'upload'), notExists(db.select(one).from(uploads).where(eq(uploads.fileId, storedFiles.id)))))
        .returning(one),
    ),
  };
}
