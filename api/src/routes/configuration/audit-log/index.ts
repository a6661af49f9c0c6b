import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { auditEntrySchema, auditLogQuerySchema, pageSchema } from '@portal/shared/contracts';

import { toAuditEntry } from '../../../configuration/audit';
import { users } from '../../../db/schema';
import { auditLog } from '../../../db/schema-configuration';
import { pageTotal, searchFilter, selectPage } from '../../../lib/pagination';
import { errorResponses, SECURITY } from '../../../lib/responses';

// Who changed which configuration, and how: admins only.
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['configuration'],
        summary: 'Configuration changes, newest first (admins)',
        description: "`resource`: one resource's entries (`towns`, `news`…); `search` in the actor's email and the record id.",
        security: SECURITY.token,
        querystring: auditLogQuerySchema,
        response: { 200: pageSchema(auditEntrySchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const where = and(
        query.resource ? eq(auditLog.resource, query.resource) : undefined,
        searchFilter(query.search, [users.email, auditLog.recordId]),
      );
      return selectPage(
        query,
        ({ limit, offset }) =>
          app.db
            .select({ entry: auditLog, email: users.email, total: pageTotal })
            .from(auditLog)
            .leftJoin(users, eq(users.id, auditLog.userId))
            .where(where)
            .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
            .limit(limit)
            .offset(offset),
        (row) => toAuditEntry(row.entry, row.email),
      );
    },
  );
};

export default auditLogRoutes;
