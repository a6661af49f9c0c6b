import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DISPUTE_STATUSES, disputeSchema, pageSchema, staffCaseQuerySchema } from '@portal/shared/contracts';

import { loadDisputePage } from '../../../db/case-details';
import { users } from '../../../db/schema';
import { disputes, disputeTypes } from '../../../db/schema-cases';
import { searchFilter } from '../../../lib/pagination';
import { errorResponses, SECURITY } from '../../../lib/responses';
import { currentUser } from '../../../plugins/app/auth';

const querySchema = staffCaseQuerySchema.extend({
  status: z.enum(DISPUTE_STATUSES, 'Choose one of the statuses').optional(),
});

const staffDisputesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireSuper,
      schema: {
        tags: ['staff'],
        summary: "Staff: everyone's disputes, newest first, by status and dispute type slug (`type`)",
        description: "`search` looks in the reference, property, description and the resident's name and email.",
        security: SECURITY.token,
        querystring: querySchema,
        response: { 200: pageSchema(disputeSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const where = and(
        query.status ? eq(disputes.status, query.status) : undefined,
        query.type ? eq(disputeTypes.slug, query.type) : undefined,
        searchFilter(query.search, [
          disputes.reference,
          disputes.propertyLabel,
          disputes.description,
          users.email,
          users.firstName,
          users.lastName,
        ]),
      );
      return loadDisputePage(app.db, query, where, currentUser(request));
    },
  );
};

export default staffDisputesRoutes;
