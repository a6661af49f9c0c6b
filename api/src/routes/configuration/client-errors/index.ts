import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { clientErrorReportSchema, pageQuerySchema, remoteLoadSummariesSchema } from '@portal/shared/contracts';

import { newestReportsPage, remoteLoadSummaries } from '../../../db/client-errors';
import { pagedListRoute } from '../../../lib/paged-list-route';
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
    page: async (query) =>
      newestReportsPage(app.db, query, (report, email) => ({
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
      const rows = await remoteLoadSummaries(app.db);
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
