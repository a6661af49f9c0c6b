import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { outboxMessageSchema, outboxQuerySchema } from '@portal/shared/contracts';

import { newestOutboxPage } from '../../db/outbox';
import { pagedListRoute } from '../../lib/paged-list-route';
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
    page: async (query) => newestOutboxPage(app.db, query, toOutboxMessage),
  });
};

export default outboxRoutes;
