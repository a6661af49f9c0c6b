import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { COMPLAINT_STATUSES, complaintSchema, pageSchema, staffCaseQuerySchema } from '@portal/shared/contracts';

import { loadComplaintPage } from '../../../db/case-details';
import { complaints, users } from '../../../db/schema';
import { searchFilter } from '../../../lib/pagination';
import { errorResponses, SECURITY } from '../../../lib/responses';

const querySchema = staffCaseQuerySchema.extend({
  status: z.enum(COMPLAINT_STATUSES, 'Choose one of the statuses').optional(),
  type: z.coerce.number('Use the id of a complaint type').int().positive().max(2_147_483_647).optional(),
});

const staffComplaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireSuper,
      schema: {
        tags: ['staff'],
        summary: "Staff: everyone's complaints, newest first, by status and complaint type id",
        description: "`search` looks in the reference, kind, description and the resident's name and email.",
        security: SECURITY.token,
        querystring: querySchema,
        response: { 200: pageSchema(complaintSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const where = and(
        query.status ? eq(complaints.status, query.status) : undefined,
        query.type ? eq(complaints.complaintTypeId, query.type) : undefined,
        searchFilter(query.search, [
          complaints.reference,
          complaints.complaintType,
          complaints.description,
          users.email,
          users.firstName,
          users.lastName,
        ]),
      );
      return loadComplaintPage(app.db, query, where);
    },
  );
};

export default staffComplaintsRoutes;
