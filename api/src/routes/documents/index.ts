import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

import {
  CONFIG_FILE_RULES,
  documentCategorySchema,
  documentListQuerySchema,
  documentSchema,
  idSchema,
  type PortalDocument,
} from '@portal/shared/contracts';

import { listSearchFilter } from '../../db/list-search';
import { documentCategories, documents, documentSubcategories, storedFiles } from '../../db/schema';
import { searchWordsFor } from '../../db/search';
import { msg } from '../../i18n';
import { attachmentDisposition } from '../../lib/content-disposition';
import { inLanguage } from '../../lib/content-language';
import { badRequest, notFound } from '../../lib/errors';
import { pagedListRoute } from '../../lib/paged-list-route';
import { pageTotal, selectPage } from '../../lib/pagination';
import { errorResponses, fileResponse, SECURITY } from '../../lib/responses';
import { renderRichText } from '../../lib/rich-text';

/** What a document is served as: an uploaded document's types, or the demo data's CSV. */
const DOCUMENT_TYPES = [...CONFIG_FILE_RULES.document.types, 'text/csv'];

// Ids past the integer range cannot exist; refusing them keeps them away from the database.
const listQuery = z.extend(documentListQuerySchema, {
  category: z.optional(idSchema()),
  subcategory: z.optional(idSchema()),
});

const slugParams = z.strictObject({ slug: z.string().check(z.maxLength(200)) });

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

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/categories/',
    {
      schema: {
        tags: ['documents'],
        summary: 'Active document categories with their active subcategories',
        security: SECURITY.token,
        response: { 200: z.array(documentCategorySchema), ...errorResponses() },
      },
    },
    async (request) => {
      const reading = request.reading();
      const [categories, subcategories] = await Promise.all([
        app.db
          .select({ id: documentCategories.id, name: documentCategories.name, translations: documentCategories.translations })
          .from(documentCategories)
          .where(eq(documentCategories.isActive, true))
          .orderBy(asc(documentCategories.sortOrder), asc(documentCategories.name), asc(documentCategories.id)),
        app.db
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
      return categories.map((category) => ({
        id: category.id,
        ...inLanguage(reading, category.translations, { name: category.name }),
        subcategories: subcategories
          .filter((sub) => sub.category_id === category.id)
          .map((sub) => ({ id: sub.id, ...inLanguage(reading, sub.translations, { name: sub.name }), category_id: sub.category_id })),
      }));
    },
  );

  pagedListRoute(app, {
    tags: ['documents'],
    summary: 'Published documents, newest first; `search` matches title and description, in the reader’s language too',
    description: `A \`subcategory\` that is not of the given \`category\` answers 400 \`errors.subcategory\`.`,
    query: listQuery,
    item: documentSchema,
    page: async (query, request) => {
      const reading = request.reading();
      if (query.category !== undefined && query.subcategory !== undefined) {
        const [sub] = await app.db
          .select({ categoryId: documentSubcategories.categoryId })
          .from(documentSubcategories)
          .where(eq(documentSubcategories.id, query.subcategory));
        if (sub?.categoryId !== query.category) throw badRequest({ subcategory: [msg('document.subcategoryNotInCategory')] });
      }
      const where = and(
        eq(documents.isPublished, true),
        query.category === undefined ? undefined : eq(documents.categoryId, query.category),
        query.subcategory === undefined ? undefined : eq(documents.subcategoryId, query.subcategory),
        listSearchFilter(query.search, [documents.title, documents.description], searchWordsFor(reading)),
      );
      return selectPage(
        query,
        ({ limit, offset }) =>
          app.db
            .select({ ...listColumns, total: pageTotal })
            .from(documents)
            .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
            .leftJoin(documentSubcategories, eq(documentSubcategories.id, documents.subcategoryId))
            .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
            .where(where)
            .orderBy(desc(documents.publishedAt), desc(documents.id))
            .limit(limit)
            .offset(offset),
        (row): PortalDocument => {
          const words = inLanguage(reading, row.translations, { title: row.title, description: row.description });
          return {
            id: row.id,
            slug: row.slug,
            title: words.title,
            description: words.description,
            description_html: renderRichText(words.description),
            category_id: row.categoryId,
            category: inLanguage(reading, row.categoryTranslations, { name: row.category }).name,
            subcategory_id: row.subcategoryId,
            subcategory: row.subcategory === null ? null : inLanguage(reading, row.subcategoryTranslations, { name: row.subcategory }).name,
            file_name: row.fileName,
            content_type: row.contentType,
            file_size: row.fileSize,
            // Published rows always have a date (a check constraint).
            published_at: (row.publishedAt ?? new Date(0)).toISOString(),
            download_path: `/documents/${encodeURIComponent(row.slug)}/download/`,
            language: words.language,
          };
        },
      );
    },
  });

  app.get(
    '/:slug/download/',
    {
      schema: {
        tags: ['documents'],
        summary: 'The file of a published document, as an attachment',
        description:
          'Answered with the file\u2019s own Content-Type, `X-Content-Type-Options: nosniff` and `Cache-Control: private, no-store`.',
        security: SECURITY.token,
        params: slugParams,
        response: {
          200: fileResponse('The file.', DOCUMENT_TYPES),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const [file] = await app.db
        .select({ content: storedFiles.content, contentType: storedFiles.contentType, fileName: documents.fileName })
        .from(documents)
        .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
        .where(and(eq(documents.slug, request.params.slug), eq(documents.isPublished, true)))
        .limit(1);
      if (!file) throw notFound();
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    },
  );
};

export default documentsRoutes;
