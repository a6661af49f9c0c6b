import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { clientErrorCreatedSchema, clientErrorSchema } from '@portal/shared/contracts';

import { clientErrors } from '../../db/schema';
import { errorResponses, SECURITY } from '../../lib/responses';

const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['client-errors'],
        summary: 'Record a front-end failure (anonymous allowed; the user is noted when known)',
        security: SECURITY.optionalTokenAndXsrf,
        body: clientErrorSchema,
        description: 'Limited per client address (RATE_LIMIT_CLIENT_ERRORS).',
        response: { 201: clientErrorCreatedSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await app.limitPerAddress(request, 'clientErrors');
      const report = request.body;
      if (report.source === 'remote-load') app.metrics.remoteLoadFailed(report.remote, report.app_version);
      const [created] = await app.db
        .insert(clientErrors)
        .values({
          userId: request.user?.id ?? null,
          message: report.message,
          source: report.source,
          remote: report.remote ?? null,
          url: report.url,
          stack: report.stack ?? null,
          appVersion: report.app_version ?? null,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        })
        .returning({ id: clientErrors.id });
      if (!created) throw new Error('insert returned no row');
      return reply.code(201).send({ id: created.id });
    },
  );
};

export default clientErrorsRoutes;
