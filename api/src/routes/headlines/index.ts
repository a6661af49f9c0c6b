import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { newsHeadlineSchema, pageQuerySchema, pageSchema } from '@portal/shared/contracts';

import { errorResponses } from '../../lib/responses';
import { newsHeadlineColumns, toNewsHeadline } from '../../serializers';
import { publishedNewsPages } from '../news/published-page';

/** Lists of news: the published items without their bodies, a third of the bytes of `/api/news/`. */
const headlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const headlinePage = publishedNewsPages(() => app.db, 'headline_page', newsHeadlineColumns, toNewsHeadline);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['news'],
        summary: 'Headlines of published news, newest first; `search` matches title and summary',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(newsHeadlineSchema), ...errorResponses(400) },
      },
    },
    async (request) => headlinePage(request.query),
  );
};

export default headlineRoutes;
