import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idSchema, referenceItemSchema, suburbSchema } from '@portal/shared/contracts';

import { electricalMeterTypes, suburbs, towns, waterMeterTypes } from '../../db/schema';
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
    () => app.db.select({ id: towns.id, name: towns.name }).from(towns).orderBy(asc(towns.name), asc(towns.id)),
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
    (request) => {
      const { town_id } = request.query;
      return app.db
        .select({ id: suburbs.id, name: suburbs.name, town_id: suburbs.townId })
        .from(suburbs)
        .where(town_id === undefined ? undefined : eq(suburbs.townId, town_id))
        .orderBy(asc(suburbs.name), asc(suburbs.id));
    },
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
      () =>
        app.db
          .select({ id: table.id, name: table.name })
          .from(table)
          .where(eq(table.isActive, true))
          .orderBy(asc(table.name), asc(table.id)),
    );
  }
};

export default referenceRoutes;
