import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { organizationSchema } from '@portal/shared/contracts';

import { findOrganization } from '../../db/organization';
import { notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/responses';
import { toOrganization } from '../../serializers';

// Public: the header and footer show it on every page, before anyone logs in.
const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['organization'],
        summary: 'The municipality: name, contact details, office hours, about-us and policies texts',
        description: 'One row; 404 until it has been entered (the demo data has it).',
        response: { 200: organizationSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findOrganization(app.db);
      if (!row) throw notFound();
      return toOrganization(row, request.reading());
    },
  );
};

export default organizationRoutes;
