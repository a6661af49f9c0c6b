import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { APPEAL_STATUSES, appealSchema, pageSchema, staffCaseQuerySchema } from '@portal/shared/contracts';

import { loadAppealPage } from '../../../db/case-details';
import { users } from '../../../db/schema';
import { appeals, disputes, disputeTypes } from '../../../db/schema-cases';
import { searchFilter } from '../../../lib/pagination';
import { errorResponses, SECURITY } from '../../../lib/responses';

const querySchema = staffCaseQuerySchema.extend({
  status: z.enum(APPEAL_STATUSES, 'Choose one of the statuses').optional(),
});

const staffAppealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireSuper,
      schema: {
        tags: ['staff'],
        summary: "Staff: everyone's appeals, newest first, by status and the dispute's type slug (`type`)",
        description: "`search` looks in the appeal's and the dispute's reference, the reason and the resident's name and email.",
        security: SECURITY.token,
        querystring: querySchema,
        response: { 200: pageSchema(appealSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const where = and(
        query.status ? eq(appeals.status, query.status) : undefined,
        query.type ? eq(disputeTypes.slug, query.type) : undefined,
        searchFilter(query.search, [appeals.reference, disputes.reference, appeals.reason, users.email, users.firstName, users.lastName]),
      );
      return loadAppealPage(app.db, query, where);
    },
  );
};

export default staffAppealsRoutes;
