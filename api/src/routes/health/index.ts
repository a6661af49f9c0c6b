import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, ...errorResponses() },
      },
    },
    async () => {
      // A health check that never touches the database would report "ok" for a dead one.
      await app.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};

export default health;
