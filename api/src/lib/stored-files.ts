import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema-cases';
import { documents, storedFiles } from '../db/schema-engagement';

/** The public address of a stored image: it names the content, so it never changes meaning. */
export const publicImageUrl = (sha256: string) => `/api/files/${sha256}/`;
/** The SHA-256 in a public image address, or null for any other address. */
export function imageSha256(url: string): string | null {
  return /^\/api\/files\/([0-9a-f]{64})\/$/.exec(url)?.[1] ?? null;
}

/**
 * Stored files that are no resident's upload (those stay private to their owner and staff): the
 * ones stored from the configuration screens, and the documents' files.
 */
export function notAnUpload(db: Db): SQL {
  return notExists(db.select({ n: sql`1` }).from(uploads).where(eq(uploads.fileId, storedFiles.id)));
}

/**
 * Stored files that may be served to anyone at their public address: neither a resident's upload
 * nor a document's file (documents are read through the documents routes, logged in, published
 * ones only). Rows are per upload, so the same bytes uploaded as an image too stay public as
 * that image, and only as that.
 */
export function publicImageFile(db: Db): SQL {
  return and(notAnUpload(db), notExists(db.select({ n: sql`1` }).from(documents).where(eq(documents.fileId, storedFiles.id))))!;
}
