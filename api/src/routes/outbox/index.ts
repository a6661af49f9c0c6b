import { and, desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { outboxMessageSchema, outboxQuerySchema, pageSchema } from '@portal/shared/contracts';

import { outbox } from '../../db/schema';
import { pageTotal, searchFilter, selectPage } from '../../lib/pagination';
import { errorResponses, SECURITY } from '../../lib/responses';
import { toOutboxMessage } from '../../serializers';

// Mails hold reset links: only admins may read them.
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['outbox'],
        summary: 'Mail kept while no SMTP server is configured, newest first (admins)',
        security: SECURITY.token,
        querystring: outboxQuerySchema,
        response: { 200: pageSchema(outboxMessageSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const where = and(
        query.to ? sql`lower(${outbox.to}) = ${query.to.toLowerCase()}` : undefined,
        searchFilter(query.search, [outbox.subject, outbox.to]),
      );
      return selectPage(
        query,
        ({ limit, offset }) =>
          app.db
            .select({ message: outbox, total: pageTotal })
            .from(outbox)
            .where(where)
            .orderBy(desc(outbox.createdAt), desc(outbox.id))
            .limit(limit)
            .offset(offset),
        (row) => toOutboxMessage(row.message),
      );
    },
  );
};

export default outboxRoutes;
