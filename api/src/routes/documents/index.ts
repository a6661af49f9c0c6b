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

import { activeDocumentCategories, findPublishedDocumentFile, publishedDocumentPage, subcategoryCategoryId } from '../../db/documents';
import { msg } from '../../i18n';
import { attachmentDisposition } from '../../lib/content-disposition';
import { inLanguage } from '../../lib/content-language';
import { badRequest, notFound } from '../../lib/errors';
import { pagedListRoute } from '../../lib/paged-list-route';
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
      const { categories, subcategories } = await activeDocumentCategories(app.db);
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
        const categoryId = await subcategoryCategoryId(app.db, query.subcategory);
        if (categoryId !== query.category) throw badRequest({ subcategory: [msg('document.subcategoryNotInCategory')] });
      }
      return publishedDocumentPage(app.db, query, reading, (row): PortalDocument => {
        const words = inLanguage(reading, row.translations, { title: row.title, description: row.description });
        return {
          id: row.id,
          slug: row.slug,
          ...words,
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
        };
      });
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
      const file = await findPublishedDocumentFile(app.db, request.params.slug);
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
