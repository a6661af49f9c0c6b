import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idParamsSchema, legislationSchema } from '@portal/shared/contracts';

import { activeLegislation, findActiveLegislation } from '../../db/information';
import { notFound } from '../../lib/errors';
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
    async (request) => {
      const rows = await activeLegislation(app.db);
      return rows.map((row) => toLegislation(row, request.reading()));
    },
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags: ['legislation'],
        summary: 'One piece of adopted legislation, for its own page',
        security: SECURITY.token,
        params: idParamsSchema,
        response: { 200: legislationSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findActiveLegislation(app.db, request.params.id);
      if (!row) throw notFound();
      return toLegislation(row, request.reading());
    },
  );
};

export default legislationRoutes;
