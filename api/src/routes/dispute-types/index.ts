import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { disputeTypeSchema } from '@portal/shared/contracts';

import { loadDisputeTypes } from '../../db/dispute-types';
import { notFound } from '../../lib/errors';
import { errorResponses, SECURITY } from '../../lib/responses';

const slugParams = z.strictObject({ slug: z.string().max(100) });

const disputeTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['disputes'],
        summary: 'The kinds of dispute, with the questions each asks: active ones by sort order, then name',
        security: SECURITY.token,
        response: { 200: z.array(disputeTypeSchema), ...errorResponses() },
      },
    },
    async (request) => loadDisputeTypes(app.db, request.reading()),
  );

  app.get(
    '/:slug/',
    {
      schema: {
        tags: ['disputes'],
        summary: 'One active kind of dispute with its active questions',
        security: SECURITY.token,
        params: slugParams,
        response: { 200: disputeTypeSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const [type] = await loadDisputeTypes(app.db, request.reading(), request.params.slug);
      if (!type) throw notFound();
      return type;
    },
  );
};

export default disputeTypesRoutes;
