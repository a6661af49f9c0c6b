import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { complaintTypeSchema } from '@portal/shared/contracts';

import { complaintTypes } from '../../db/schema';
import { inLanguage } from '../../lib/content-language';
import { errorResponses, SECURITY } from '../../lib/responses';

const complaintTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      onRequest: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: 'The kinds of problem a complaint can be about: active ones by sort order, then name',
        security: SECURITY.token,
        response: { 200: z.array(complaintTypeSchema), ...errorResponses() },
      },
    },
    async (request) => {
      const reading = request.reading();
      const rows = await app.db
        .select({
          id: complaintTypes.id,
          name: complaintTypes.name,
          description: complaintTypes.description,
          translations: complaintTypes.translations,
        })
        .from(complaintTypes)
        .where(eq(complaintTypes.isActive, true))
        .orderBy(asc(complaintTypes.sortOrder), asc(complaintTypes.name));
      return rows.map((row) => ({
        id: row.id,
        ...inLanguage(reading, row.translations, { name: row.name, description: row.description }),
      }));
    },
  );
};

export default complaintTypesRoutes;
