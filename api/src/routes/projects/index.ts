import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { projectListQuerySchema, projectSchema } from '@portal/shared/contracts';

import { activeProjects } from '../../db/information';
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
      const rows = await activeProjects(app.db, type);
      return rows.map((row) => toProject(row, request.reading()));
    },
  );
};

export default projectsRoutes;
