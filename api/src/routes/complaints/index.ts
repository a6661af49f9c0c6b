import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { complaintListQuerySchema, complaintSchema, OPEN_COMPLAINT_STATUSES, pageSchema } from '@portal/shared/contracts';
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
        summary: "The caller's own complaints, newest first; `open=true` keeps the open ones, `open=false` the closed",
        description: 'Open means submitted or in progress.',
        security: SECURITY.token,
        querystring: complaintListQuerySchema,
        response: { 200: pageSchema(complaintSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const query = request.query;
      const search = searchFilter(query.search, [complaints.reference, complaints.complaintType, complaints.description]);
      const open =
        query.open === undefined
          ? undefined
          : query.open === 'true'
            ? inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES])
            : notInArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]);
      const where = and(eq(complaints.userId, currentUser(request).id), open, search);
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
