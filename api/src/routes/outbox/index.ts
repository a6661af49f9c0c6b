import { and, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { outboxMessageSchema, outboxQuerySchema } from '@portal/shared/contracts';

import { outbox } from '../../db/schema';
import { pagedListRoute } from '../../lib/paged-list-route';
import { pageTotal, searchFilter, selectNewestPage } from '../../lib/pagination';
import { toOutboxMessage } from '../../serializers';

// Mails hold reset links: only admins may read them.
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  pagedListRoute(app, {
    tags: ['outbox'],
    summary: 'Mail kept while no SMTP server is configured, newest first (admins)',
    query: outboxQuerySchema,
    item: outboxMessageSchema,
    forbidden: true,
    page: async (query) => {
      const where = and(
        query.to ? sql`lower(${outbox.to}) = ${query.to.toLowerCase()}` : undefined,
        searchFilter(query.search, [outbox.subject, outbox.to]),
      );
      return selectNewestPage(
        query,
        outbox,
        () => app.db.select({ message: outbox, total: pageTotal }).from(outbox).where(where),
        (row) => toOutboxMessage(row.message),
      );
    },
  });
};

export default outboxRoutes;
