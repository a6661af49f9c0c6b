import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { campaignSchema } from '@portal/shared/contracts';

import { campaigns } from '../../db/schema';
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
      const now = new Date();
      const started = lte(campaigns.startsAt, now);
      const rows = await app.db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.isPublished, true), or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now))))
        .orderBy(
          sql`CASE WHEN ${started} THEN 0 ELSE 1 END`,
          asc(campaigns.sortOrder),
          sql`CASE WHEN ${started} THEN ${campaigns.endsAt} END ASC NULLS LAST`,
          asc(campaigns.startsAt),
          asc(campaigns.id),
        );
      return rows.map((row) => toCampaign(row, request.reading()));
    },
  );
};

export default campaignsRoutes;
