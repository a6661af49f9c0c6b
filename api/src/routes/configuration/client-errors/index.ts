import { and, desc, eq, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { clientErrorReportSchema, pageQuerySchema, remoteLoadSummariesSchema } from '@portal/shared/contracts';

import { newestPageWithEmail } from '../../../db/account-logs';
import { clientErrors } from '../../../db/schema';
import { pagedListRoute } from '../../../lib/paged-list-route';
import { searchFilter } from '../../../lib/pagination';
import { errorResponses, SECURITY } from '../../../lib/responses';

// What the shell reported (POST /api/client-errors/), for admins looking into a failure.
const clientErrorReports: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  pagedListRoute(app, {
    tags: ['configuration'],
    summary: 'Front-end failures the shell reported, newest first (admins)',
    description: '`search` in the message and the page address.',
    query: pageQuerySchema,
    item: clientErrorReportSchema,
    forbidden: true,
    page: async (query) => {
      const where = searchFilter(query.search, [clientErrors.message, clientErrors.url]);
      return newestPageWithEmail(app.db, query, clientErrors, where, (report, email) => ({
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
      }));
    },
  });

  app.get(
    '/remotes/',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Remotes that failed to load, with their report counts, last seen first (admins)',
        description: 'Only `remote-load` reports; windows are the last 24 hours and the last 7 days.',
        security: SECURITY.token,
        response: { 200: remoteLoadSummariesSchema, ...errorResponses(403) },
      },
    },
    async () => {
      // Each row stands for its alike reports (occurrences), the newest of them at last_seen_at.
      const countSince = (interval: SQL) =>
        sql<number>`coalesce(sum(${clientErrors.occurrences}) filter (where ${clientErrors.lastSeenAt} > now() - ${interval}), 0)`.mapWith(
          Number,
        );
      // The value in the remote's newest report.
      const newest = <T>(column: AnyPgColumn) =>
        sql<T>`(array_agg(${column} order by ${clientErrors.lastSeenAt} desc, ${clientErrors.id} desc))[1]`;
      const lastSeen = max(clientErrors.lastSeenAt);
      const rows = await app.db
        .select({
          remote: clientErrors.remote,
          last24Hours: countSince(sql`interval '24 hours'`),
          last7Days: countSince(sql`interval '7 days'`),
          total: sql<number>`sum(${clientErrors.occurrences})`.mapWith(Number),
          lastSeen,
          lastMessage: newest<string>(clientErrors.message),
          lastVersion: newest<string | null>(clientErrors.appVersion),
        })
        .from(clientErrors)
        .where(and(eq(clientErrors.source, 'remote-load'), isNotNull(clientErrors.remote)))
        .groupBy(clientErrors.remote)
        .orderBy(desc(lastSeen), clientErrors.remote);
      return rows.map((row) => ({
        remote: row.remote ?? '',
        last_24_hours: row.last24Hours,
        last_7_days: row.last7Days,
        total: row.total,
        last_seen: (row.lastSeen ?? new Date(0)).toISOString(),
        last_message: row.lastMessage,
        last_version: row.lastVersion,
      }));
    },
  );
};

export default clientErrorReports;
