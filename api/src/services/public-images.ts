import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { storedAs } from './stored-files';

/** The bytes and type of the file stored as an image, of one of `types`, with that SHA-256; null for any other. */
export async function findPublicImage(db: Db, sha256: string, types: string[]) {
  const [file] = await db
    .select({ content: storedFiles.content, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(and(eq(storedFiles.sha256, sha256), inArray(storedFiles.contentType, types), storedAs('image')))
    .limit(1);
  return file ?? null;
}
