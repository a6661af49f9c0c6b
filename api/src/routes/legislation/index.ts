import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { legislationSchema } from '@portal/shared/contracts';

import { legislation } from '../../db/schema';
import { errorResponses, SECURITY } from '../../lib/responses';
import { toLegislation } from '../../serializers-engagement';

const legislationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['legislation'],
        summary: 'Adopted legislation, newest first',
        security: SECURITY.token,
        response: { 200: z.array(legislationSchema), ...errorResponses() },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(legislation)
        .where(eq(legislation.isActive, true))
        .orderBy(desc(legislation.adoptedOn), asc(legislation.sortOrder), desc(legislation.id));
      return rows.map(toLegislation);
    },
  );
};

export default legislationRoutes;
