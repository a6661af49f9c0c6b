import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorReportSchema, pageQuerySchema, pageSchema } from '@portal/shared/contracts';
import { clientErrors, users } from '../../../db/schema';
import { pageWindow, searchFilter, toPage } from '../../../lib/pagination';
import { errorResponses, SECURITY } from '../../../lib/responses';

// What the shell reported (POST /api/client-errors/), for admins looking into a failure.
const clientErrorReports: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['configuration'],
        summary: 'Front-end failures the shell reported, newest first (admins)',
        description: '`search` in the message and the page address.',
        security: SECURITY.token,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(clientErrorReportSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const where = searchFilter(query.search, [clientErrors.message, clientErrors.url]);
      const { limit, offset } = pageWindow(query);
      const [[total], rows] = await Promise.all([
        app.db.select({ n: count() }).from(clientErrors).where(where),
        app.db
          .select({ report: clientErrors, email: users.email })
          .from(clientErrors)
          .leftJoin(users, eq(users.id, clientErrors.userId))
          .where(where)
          .orderBy(desc(clientErrors.createdAt), desc(clientErrors.id))
          .limit(limit)
          .offset(offset),
      ]);
      return toPage(
        query,
        total?.n ?? 0,
        rows.map(({ report, email }) => ({
          id: report.id,
          message: report.message,
          source: report.source,
          remote: report.remote,
          url: report.url,
          stack: report.stack,
          app_version: report.appVersion,
          user_agent: report.userAgent,
          user_email: email,
          created_at: report.createdAt.toISOString(),
        })),
      );
    },
  );
};

export default clientErrorReports;
