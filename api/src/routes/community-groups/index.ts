import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { communityGroupSchema } from '@portal/shared/contracts';

import { activeCommunityGroups } from '../../db/information';
import { errorResponses, SECURITY } from '../../lib/responses';
import { toCommunityGroup } from '../../serializers-engagement';

const communityGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['community'],
        summary: 'Active community groups, by category then name',
        security: SECURITY.token,
        response: { 200: z.array(communityGroupSchema), ...errorResponses() },
      },
    },
    async (request) => {
      const rows = await activeCommunityGroups(app.db);
      return rows.map((row) => toCommunityGroup(row, request.reading()));
    },
  );
};

export default communityGroupsRoutes;
