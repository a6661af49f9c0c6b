import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { complaintTypeSchema } from '@portal/shared/contracts';

import { loadComplaintTypes } from '../../db/complaint-types';
import { errorResponses, SECURITY } from '../../lib/responses';

const complaintTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: 'The kinds of problem a complaint can be about: active ones by sort order, then name',
        security: SECURITY.token,
        response: { 200: z.array(complaintTypeSchema), ...errorResponses() },
      },
    },
    async (request) => loadComplaintTypes(app.db, request.reading()),
  );
};

export default complaintTypesRoutes;
