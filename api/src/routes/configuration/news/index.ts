import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsItemSchema, newsPublishSchema, pageQuerySchema, pageSchema } from '@portal/shared/contracts';
import { news } from '../../../db/schema';
import { writeAudit } from '../../../configuration/audit';
import { notFound } from '../../../lib/errors';
import { pageWindow, searchFilter, toPage } from '../../../lib/pagination';
import { errorResponses, SECURITY } from '../../../lib/responses';
import { currentUser } from '../../../plugins/app/auth';
import { toNewsItem } from '../../../serializers';

/** Drafts have no publication date; they sort by when they were written. */
const newestFirst = [desc(sql`coalesce(${news.publishedAt}, ${news.createdAt})`), desc(news.id)];

const configurationNews: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSuper);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['configuration'],
        summary: 'All news including drafts, newest first (super users)',
        security: SECURITY.token,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(newsItemSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const where = searchFilter(query.search, [news.title, news.summary]);
      const { limit, offset } = pageWindow(query);
      const [[total], rows] = await Promise.all([
        app.db.select({ n: count() }).from(news).where(where),
        app.db.select().from(news).where(where).orderBy(...newestFirst).limit(limit).offset(offset),
      ]);
      return toPage(query, total?.n ?? 0, rows.map(toNewsItem));
    },
  );

  app.patch(
    '/:slug/',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Publish or unpublish a news item (super users); written to the audit log',
        security: SECURITY.tokenAndXsrf,
        params: z.strictObject({ slug: z.string().max(200) }),
        body: newsPublishSchema,
        response: { 200: newsItemSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { is_published } = request.body;
      const userId = currentUser(request).id;
      // The change and its audit row stand or fall together.
      return app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(news).where(eq(news.slug, request.params.slug)).for('update');
        if (!before) throw notFound();
        const [updated] = await tx
          .update(news)
          .set({
            isPublished: is_published,
            // The first publication date stands, so unpublishing and republishing keeps its place.
            publishedAt: is_published ? sql`coalesce(${news.publishedAt}, now())` : news.publishedAt,
            updatedAt: sql`now()`,
          })
          .where(eq(news.id, before.id))
          .returning();
        if (!updated) throw notFound();
        const after = toNewsItem(updated);
        await writeAudit(tx, { userId, action: 'update', resource: 'news', recordId: updated.slug, before: toNewsItem(before), after });
        return after;
      });
    },
  );
};

export default configurationNews;
