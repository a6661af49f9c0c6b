import { and, asc, desc, eq, type SQL } from 'drizzle-orm';

import type { Page, PageQuery } from '@portal/shared/contracts';

import type { Reading } from '../lib/content-language';
import { pageTotal, selectPage } from '../lib/pagination';
import type { Db } from './client';
import { listSearchFilter } from './list-search';
import { documentCategories, documents, documentSubcategories, storedFiles } from './schema';
import { searchWordsFor } from './search';

/** Active document categories and active subcategories, each by sort order, then name. */
export async function activeDocumentCategories(db: Db) {
  const [categories, subcategories] = await Promise.all([
    db
      .select({ id: documentCategories.id, name: documentCategories.name, translations: documentCategories.translations })
      .from(documentCategories)
      .where(eq(documentCategories.isActive, true))
      .orderBy(asc(documentCategories.sortOrder), asc(documentCategories.name), asc(documentCategories.id)),
    db
      .select({
        id: documentSubcategories.id,
        name: documentSubcategories.name,
        category_id: documentSubcategories.categoryId,
        translations: documentSubcategories.translations,
      })
      .from(documentSubcategories)
      .where(eq(documentSubcategories.isActive, true))
      .orderBy(asc(documentSubcategories.sortOrder), asc(documentSubcategories.name), asc(documentSubcategories.id)),
  ]);
  return { categories, subcategories };
}

/** The category a document subcategory belongs to, or null for an unknown subcategory. */
export async function subcategoryCategoryId(db: Db, subcategoryId: number): Promise<number | null> {
  const [sub] = await db
    .select({ categoryId: documentSubcategories.categoryId })
    .from(documentSubcategories)
    .where(eq(documentSubcategories.id, subcategoryId));
  return sub?.categoryId ?? null;
}

/** Everything the list shows; the file's bytes stay in the database until downloaded. */
const listColumns = {
  id: documents.id,
  slug: documents.slug,
  title: documents.title,
  description: documents.description,
  translations: documents.translations,
  categoryId: documents.categoryId,
  category: documentCategories.name,
  categoryTranslations: documentCategories.translations,
  subcategoryId: documents.subcategoryId,
  subcategory: documentSubcategories.name,
  subcategoryTranslations: documentSubcategories.translations,
  fileName: documents.fileName,
  contentType: storedFiles.contentType,
  fileSize: storedFiles.size,
  publishedAt: documents.publishedAt,
};

/** Documents with their category's and subcategory's names and their file's type and size, each with `total`. */
function selectDocumentList(db: Db, where: SQL | undefined) {
  return db
    .select({ ...listColumns, total: pageTotal })
    .from(documents)
    .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .leftJoin(documentSubcategories, eq(documentSubcategories.id, documents.subcategoryId))
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(where);
}
export type DocumentListRow = Awaited<ReturnType<typeof selectDocumentList>>[number];

/**
 * A page of published documents, newest first, of the category and subcategory when given, where
 * `search` matches title or description (in the reader's language too), as `toItem` turns them out.
 */
export function publishedDocumentPage<T>(
  db: Db,
  query: PageQuery & { category?: number; subcategory?: number },
  reading: Reading,
  toItem: (row: DocumentListRow) => T,
): Promise<Page<T>> {
  const where = and(
    eq(documents.isPublished, true),
    query.category === undefined ? undefined : eq(documents.categoryId, query.category),
    query.subcategory === undefined ? undefined : eq(documents.subcategoryId, query.subcategory),
    listSearchFilter(query.search, [documents.title, documents.description], searchWordsFor(reading)),
  );
  return selectPage(
    query,
    ({ limit, offset }) =>
      selectDocumentList(db, where).orderBy(desc(documents.publishedAt), desc(documents.id)).limit(limit).offset(offset),
    toItem,
  );
}

/** A published document's file: its bytes, type and name, or null. */
export async function findPublishedDocumentFile(db: Db, slug: string) {
  const [file] = await db
    .select({ content: storedFiles.content, contentType: storedFiles.contentType, fileName: documents.fileName })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(and(eq(documents.slug, slug), eq(documents.isPublished, true)))
    .limit(1);
  return file ?? null;
}
