import type { Db } from './client';
import { storedFiles, type StoredFileKind } from './schema';

/** The id of a newly stored file of the kind, its size that of the content. */
export async function storeFile(
  db: Db,
  file: { content: Buffer; contentType: string; sha256: string; kind: StoredFileKind },
): Promise<number | undefined> {
  const [stored] = await db
    .insert(storedFiles)
    .values({ content: file.content, contentType: file.contentType, size: file.content.length, sha256: file.sha256, kind: file.kind })
    .returning({ id: storedFiles.id });
  return stored?.id;
}
