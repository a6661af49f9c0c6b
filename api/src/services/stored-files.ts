import { and, eq, inArray, type SQL } from 'drizzle-orm';

import type { Db } from '../db/client';
import { storedFiles, type StoredFileKind } from '../db/schema';

/** The public address of a stored image: it names the content, so it never changes meaning. */
export const publicImageUrl = (sha256: string) => `/api/files/${sha256}/`;
/** The SHA-256 in a public image address, or null for any other address. */
export function imageSha256(url: string): string | null {
  return /^\/api\/files\/([0-9a-f]{64})\/$/.exec(url)?.[1] ?? null;
}

/**
 * Stored files uploaded as `kind`. Only an `image` (from a configuration form's image field) may
 * be served to anyone at its public address; a document's file, attached or not, and a resident's
 * upload never are. Rows are per upload, so the same bytes uploaded as an image too are public
 * as that image, and only as that.
 */
export function storedAs(kind: StoredFileKind): SQL {
  return eq(storedFiles.kind, kind);
}

/** The bytes and type of the file stored as an image, of one of `types`, with that SHA-256; null for any other. */
export async function findPublicImage(db: Db, sha256: string, types: string[]) {
  const [file] = await db
    .select({ content: storedFiles.content, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(and(eq(storedFiles.sha256, sha256), inArray(storedFiles.contentType, types), storedAs('image')))
    .limit(1);
  return file ?? null;
}
