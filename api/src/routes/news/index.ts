import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { newsItemSchema, pageQuerySchema } from '@portal/shared/contracts';

import { findPublishedNews, publishedNewsPages } from '../../db/news';
import { notFound } from '../../lib/errors';
import { pagedListRoute } from '../../lib/paged-list-route';
import { errorResponses } from '../../lib/responses';
import { newsItemColumns, toNewsItem } from '../../serializers';

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsPage = publishedNewsPages(() => app.db, 'news_page', newsItemColumns, toNewsItem);

  pagedListRoute(app, {
    tags: ['news'],
    summary:
      'Published news with their bodies, newest first; `search` matches title and summary, in the reader’s language too. Lists show headlines (`/api/headlines/`)',
    security: 'none',
    query: pageQuerySchema,
    item: newsItemSchema,
    page: async (query, request) => newsPage(query, request.reading()),
  });

  app.get(
    '/:slug/',
    {
      schema: {
        tags: ['news'],
        summary: 'One published news item',
        params: z.strictObject({ slug: z.string().max(200) }),
        response: { 200: newsItemSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const item = await findPublishedNews(app.db, request.params.slug, newsItemColumns);
      if (!item) throw notFound();
      return toNewsItem(item, request.reading());
    },
  );
};

export default newsRoutes;
