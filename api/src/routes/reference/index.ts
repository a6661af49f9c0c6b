import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idSchema, referenceItemSchema, suburbSchema } from '@portal/shared/contracts';

import { listActiveMeterTypes } from '../../db/meter-types';
import { listSuburbs, listTowns } from '../../db/places';
import { electricalMeterTypes, waterMeterTypes } from '../../db/schema';
import { errorResponses } from '../../lib/responses';

const suburbsQuerySchema = z.strictObject({
  town_id: z.optional(idSchema()),
});

// Short lists that forms load whole, so plain arrays rather than pages. Public: the register
// page may need them before anyone is logged in.
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/towns/',
    {
      schema: {
        tags: ['reference'],
        summary: 'Towns, by name',
        response: { 200: z.array(referenceItemSchema), ...errorResponses() },
      },
    },
    () => listTowns(app.db),
  );

  app.get(
    '/suburbs/',
    {
      schema: {
        tags: ['reference'],
        summary: 'Suburbs by name, of one town when `town_id` is given',
        querystring: suburbsQuerySchema,
        response: { 200: z.array(suburbSchema), ...errorResponses(400) },
      },
    },
    (request) => listSuburbs(app.db, request.query.town_id),
  );

  for (const [path, table, what] of [
    ['/water-meter-types/', waterMeterTypes, 'Water'],
    ['/electrical-meter-types/', electricalMeterTypes, 'Electrical'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['reference'],
          summary: `${what} meter types that can be chosen (active ones), by name`,
          response: { 200: z.array(referenceItemSchema), ...errorResponses() },
        },
      },
      () => listActiveMeterTypes(app.db, table),
    );
  }
};

export default referenceRoutes;
