import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { complaintSchema, pageQuerySchema, pageSchema } from '@portal/shared/contracts';
import { complaints } from '../../db/schema';
import { pageWindow, searchFilter, toPage } from '../../lib/pagination';
import { errorResponses, SECURITY } from '../../lib/responses';
import { currentUser } from '../../plugins/app/auth';
import { toComplaint } from '../../serializers';

const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: "The caller's own complaints, newest first",
        security: SECURITY.token,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(complaintSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const query = request.query;
      const search = searchFilter(query.search, [complaints.reference, complaints.complaintType, complaints.description]);
      const where = and(eq(complaints.userId, currentUser(request).id), search);
      const { limit, offset } = pageWindow(query);
      const [[total], rows] = await Promise.all([
        app.db.select({ n: count() }).from(complaints).where(where),
        app.db.select().from(complaints).where(where).orderBy(desc(complaints.createdAt), desc(complaints.id)).limit(limit).offset(offset),
      ]);
      return toPage(query, total?.n ?? 0, rows.map(toComplaint));
    },
  );
};

export default complaintsRoutes;
