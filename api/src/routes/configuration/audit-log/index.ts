import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { auditEntrySchema, auditLogQuerySchema } from '@portal/shared/contracts';

import { toAuditEntry } from '../../../configuration/audit';
import { newestPageWithEmail } from '../../../db/account-logs';
import { auditLog, users } from '../../../db/schema';
import { pagedListRoute } from '../../../lib/paged-list-route';
import { searchFilter } from '../../../lib/pagination';

// Who changed which configuration, and how: admins only.
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  pagedListRoute(app, {
    tags: ['configuration'],
    summary: 'Configuration changes, newest first (admins)',
    description: "`resource`: one resource's entries (`towns`, `news`…); `search` in the actor's email and the record id.",
    query: auditLogQuerySchema,
    item: auditEntrySchema,
    forbidden: true,
    page: async (query) => {
      const where = and(
        query.resource ? eq(auditLog.resource, query.resource) : undefined,
        searchFilter(query.search, [users.email, auditLog.recordId]),
      );
      return newestPageWithEmail(app.db, query, auditLog, where, toAuditEntry);
    },
  });
};

export default auditLogRoutes;
