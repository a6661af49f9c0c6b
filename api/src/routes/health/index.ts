import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { apiErrorSchema } from '@portal/shared/contracts';

import { pingDatabase } from '../../db/health';
import { errorResponses } from '../../lib/responses';

const database = z.enum(['pglite', 'postgres']);
const healthSchema = z.object({ status: z.literal('ok'), database });
const drainingSchema = z
  .object({ status: z.literal('draining'), database })
  .describe('The instance is shutting down (SIGTERM): it finishes what it has, takes nothing new; a balancer should take it out.');

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability; 503 "draining" once the instance is shutting down',
        // Or, like any route, the database's statement timeout's 503.
        response: { 200: healthSchema, ...errorResponses(), 503: z.union([drainingSchema, apiErrorSchema]) },
      },
    },
    async (_request, reply) => {
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' as const, database: app.dbKind });
      // A health check that never touches the database would report "ok" for a dead one.
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};

export default health;
