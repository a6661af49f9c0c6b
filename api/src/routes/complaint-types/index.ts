import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { complaintTypeSchema } from '@portal/shared/contracts';

import { complaintTypes } from '../../db/schema';
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
    async () =>
      app.db
        .select({ id: complaintTypes.id, name: complaintTypes.name, description: complaintTypes.description })
        .from(complaintTypes)
        .where(eq(complaintTypes.isActive, true))
        .orderBy(asc(complaintTypes.sortOrder), asc(complaintTypes.name)),
  );
};

export default complaintTypesRoutes;
