import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { newsHeadlineSchema, pageQuerySchema } from '@portal/shared/contracts';

import { publishedNewsPages } from '../../db/news';
import { pagedListRoute } from '../../lib/paged-list-route';
import { newsHeadlineColumns, toNewsHeadline } from '../../serializers';

/** Lists of news: the published items without their bodies, a third of the bytes of `/api/news/`. */
const headlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const headlinePage = publishedNewsPages(() => app.db, 'headline_page', newsHeadlineColumns, toNewsHeadline);

  pagedListRoute(app, {
    tags: ['news'],
    summary: 'Headlines of published news, newest first; `search` matches title and summary, in the reader’s language too',
    security: 'none',
    query: pageQuerySchema,
    item: newsHeadlineSchema,
    page: async (query, request) => headlinePage(query, request.reading()),
  });
};

export default headlineRoutes;
