import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { councilMemberSchema } from '@portal/shared/contracts';

import { activeCouncilMembers } from '../../db/information';
import { errorResponses, SECURITY } from '../../lib/responses';
import { toCouncilMember } from '../../serializers';

const councilMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireUser,
      schema: {
        tags: ['council-members'],
        summary: 'The council (active members), by sort order',
        security: SECURITY.token,
        response: { 200: z.array(councilMemberSchema), ...errorResponses() },
      },
    },
    async (request) => {
      const rows = await activeCouncilMembers(app.db);
      return rows.map((row) => toCouncilMember(row, request.reading()));
    },
  );
};

export default councilMembersRoutes;
