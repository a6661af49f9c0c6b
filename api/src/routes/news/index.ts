import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsItemSchema, pageQuerySchema, pageSchema } from '@portal/shared/contracts';
import { news } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pageWindow, searchFilter, toPage } from '../../lib/pagination';
import { errorResponses } from '../../lib/responses';
import { toNewsItem } from '../../serializers';

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const query = request.query;
      const where = and(eq(news.isPublished, true), searchFilter(query.search, [news.title, news.summary]));
      const { limit, offset } = pageWindow(query);
      const [[total], rows] = await Promise.all([
        app.db.select({ n: count() }).from(news).where(where),
        app.db.select().from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit).offset(offset),
      ]);
      return toPage(query, total?.n ?? 0, rows.map(toNewsItem));
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
        .select()
        .from(news)
        .where(and(eq(news.slug, request.params.slug), eq(news.isPublished, true)))
        .limit(1);
      if (!item) throw notFound();
      return toNewsItem(item);
    },
  );
};

export default newsRoutes;
