import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { projectListQuerySchema, projectSchema } from '@portal/shared/contracts';

import { projects } from '../../db/schema';
import { errorResponses, SECURITY } from '../../lib/responses';
import { toProject } from '../../serializers-engagement';

const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['projects'],
        summary:
          'Active projects, of one type when `type` is given: in progress, then planned (starting soonest), then completed (latest first)',
        security: SECURITY.token,
        querystring: projectListQuerySchema,
        response: { 200: z.array(projectSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { type } = request.query;
      const rows = await app.db
        .select()
        .from(projects)
        .where(and(eq(projects.isActive, true), type ? eq(projects.type, type) : undefined))
        .orderBy(
          sql`CASE ${projects.status} WHEN 'in_progress' THEN 0 WHEN 'planned' THEN 1 ELSE 2 END`,
          asc(projects.sortOrder),
          sql`CASE WHEN ${projects.status} = 'completed' THEN ${projects.endDate} END DESC NULLS LAST`,
          sql`${projects.startDate} ASC NULLS LAST`,
          asc(projects.title),
          asc(projects.id),
        );
      return rows.map((row) => toProject(row, request.reading()));
    },
  );
};

export default projectsRoutes;
