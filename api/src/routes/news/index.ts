import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsItemSchema, pageQuerySchema, pageSchema } from '@portal/shared/contracts';
import type { Db } from '../../db/client';
import { news } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { containsPattern, matchesAny, pageTotal, selectPage } from '../../lib/pagination';
import { errorResponses } from '../../lib/responses';
import { newsItemColumns, toNewsItem } from '../../serializers';

/**
 * The portal's busiest public query, built once and prepared once per connection: PostgreSQL then
 * neither parses nor plans it per request. Without a search the pattern is `%%`, which every title
 * matches (titles and summaries are never null).
 */
function prepareNewsPage(db: Db) {
  return db
    .select({ ...newsItemColumns, total: pageTotal })
    .from(news)
    .where(and(eq(news.isPublished, true), matchesAny([news.title, news.summary], sql.placeholder('pattern'))))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('news_page');
}

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  // On first use: registering routes needs no database (the OpenAPI test registers them without one).
  let newsPage: ReturnType<typeof prepareNewsPage> | undefined;

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['news'],
        summary: 'Published news, newest first; `search` matches title and summary',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(newsItemSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const prepared = (newsPage ??= prepareNewsPage(app.db));
      const pattern = containsPattern(request.query.search ?? '');
      return selectPage(request.query, (window) => prepared.execute({ pattern, ...window }), toNewsItem);
    },
  );

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
      const [item] = await app.db
        .select(newsItemColumns)
        .from(news)
        .where(and(eq(news.slug, request.params.slug), eq(news.isPublished, true)))
        .limit(1);
      if (!item) throw notFound();
      return toNewsItem(item);
    },
  );
};

export default newsRoutes;
