import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { donationCauseSchema } from '@portal/shared/contracts';

import { causeIsOpen, loadCause, loadCauses } from '../../db/donation-causes';
import { notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/responses';
import { toDonationCause } from '../../serializers-donations';

const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });

const donationCausesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['donations'],
        summary: 'The causes taking donations now, by sort order, with what they have raised',
        description:
          'Active causes that are open (no `closes_at`, or one still ahead). `raised_cents` sums the succeeded ' +
          'donations, `donor_count` counts the people who made one.',
        response: { 200: z.array(donationCauseSchema), ...errorResponses() },
      },
    },
    async (request) => (await loadCauses(app.db, causeIsOpen)).map((cause) => toDonationCause(cause, request.reading())),
  );

  app.get(
    '/:slug/',
    {
      schema: {
        tags: ['donations'],
        summary: 'One active cause, open or closed (a closed campaign still shows what it raised)',
        params: slugParams,
        response: { 200: donationCauseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const cause = await loadCause(app.db, request.params.slug);
      if (!cause) throw notFound();
      return toDonationCause(cause, request.reading());
    },
  );
};

export default donationCausesRoutes;
