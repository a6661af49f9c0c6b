import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { campaignSchema } from '@portal/shared/contracts';

import { currentCampaigns } from '../../db/information';
import { errorResponses, SECURITY } from '../../lib/responses';
import { toCampaign } from '../../serializers-engagement';

const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['campaigns'],
        summary: 'Published campaigns running now (ending soonest first), then upcoming ones (starting soonest first)',
        security: SECURITY.token,
        response: { 200: z.array(campaignSchema), ...errorResponses() },
      },
    },
    async (request) => {
      const rows = await currentCampaigns(app.db, new Date());
      return rows.map((row) => toCampaign(row, request.reading()));
    },
  );
};

export default campaignsRoutes;
