import { createHash } from 'node:crypto';

import { and, eq, isNull, sql } from 'drizzle-orm';

import type { UploadPurpose } from '@portal/shared/contracts';

import type { Db } from './client';
import { storedFiles, uploads, type UploadRow } from './schema';
import { storeFile } from './stored-files';

/**
 * How many files and bytes of the account's uploads no case has taken yet. Run it in a transaction:
 * it takes the account's upload lock until the end of it, so parallel uploads count one at a time.
 */
export async function lockUnattachedUploads(tx: Db, userId: number): Promise<{ files: number; bytes: number }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`uploads:${userId}`}))`);
  const [held] = await tx
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), isNull(uploads.complaintId), isNull(uploads.disputeId), isNull(uploads.appealId)));
  return { files: held?.files ?? 0, bytes: Number(held?.bytes ?? 0) };
}

/** The new upload row, its content stored as a file of kind `upload`. Run it in a transaction. */
export async function storeUpload(
  tx: Db,
  upload: { userId: number; purpose: UploadPurpose; fileName: string; contentType: string; content: Buffer },
): Promise<UploadRow> {
  const { content, contentType } = upload;
  const fileId = await storeFile(tx, { content, contentType, sha256: createHash('sha256').update(content).digest('hex'), kind: 'upload' });
  if (fileId === undefined) throw new Error('storing the file returned no id');
  const [row] = await tx
    .insert(uploads)
    .values({
      userId: upload.userId,
      purpose: upload.purpose,
      fileId,
      fileName: upload.fileName,
      contentType,
      size: content.length,
    })
    .returning();
  if (!row) throw new Error('storing the upload returned no row');
  return row;
}

/** An upload with its file's bytes, or null. */
export async function findUploadWithContent(db: Db, id: number): Promise<{ upload: UploadRow; content: Buffer } | null> {
  const [row] = await db
    .select({ upload: uploads, content: storedFiles.content })
    .from(uploads)
    .innerJoin(storedFiles, eq(storedFiles.id, uploads.fileId))
    .where(eq(uploads.id, id))
    .limit(1);
  return row ?? null;
}
