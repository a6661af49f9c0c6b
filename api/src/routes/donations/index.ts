import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { donationSchema, pageQuerySchema, pageSchema } from '@portal/shared/contracts';
import { donations } from '../../db/schema';
import { pageWindow, searchFilter, toPage } from '../../lib/pagination';
import { errorResponses, SECURITY } from '../../lib/responses';
import { currentUser } from '../../plugins/app/auth';
import { toDonation } from '../../serializers';

const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireUser,
      schema: {
        tags: ['donations'],
        summary: "The caller's own donations, newest first",
        security: SECURITY.token,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(donationSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const query = request.query;
      const search = searchFilter(query.search, [donations.reference, donations.cause]);
      const where = and(eq(donations.userId, currentUser(request).id), search);
      const { limit, offset } = pageWindow(query);
      const [[total], rows] = await Promise.all([
        app.db.select({ n: count() }).from(donations).where(where),
        app.db.select().from(donations).where(where).orderBy(desc(donations.createdAt), desc(donations.id)).limit(limit).offset(offset),
      ]);
      return toPage(query, total?.n ?? 0, rows.map(toDonation));
    },
  );
};

export default donationsRoutes;
