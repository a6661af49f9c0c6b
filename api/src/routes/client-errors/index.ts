import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { clientErrorCreatedSchema, clientErrorSchema } from '@portal/shared/contracts';

import { countOccurrence, findAlikeReport, insertReport, type AlikeReport } from '../../db/client-errors';
import { msg } from '../../i18n';
import { clientKey } from '../../lib/client-key';
import { tooManyRequests } from '../../lib/errors';
import { errorResponses, SECURITY } from '../../lib/responses';
import { hitRateLimit, hitShareOfTotal } from '../../services/rate-limit';

/** A report alike to one stored less than this long ago is counted on that one. */
const COLLAPSE_SECONDS = 3600;
/**
 * A remote's load failure counts in portal_remote_load_failures_total once per client address and
 * series (remote and version) in this long: the alert's window (docs/operations.md), so that its
 * threshold is a number of visitors, not of reports one visitor can repeat or vary.
 */
const REMOTE_LOAD_COUNT_SECONDS = 15 * 60;

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
        description:
          'Limited per client address (RATE_LIMIT_CLIENT_ERRORS) and, for reports not seen in the last hour, from all ' +
          'addresses together (RATE_LIMIT_CLIENT_ERRORS_TOTAL, of which each client address stores at most a tenth): 429. ' +
          'A report alike (but for who sent it) to one stored in the last hour answers with that one’s id and is counted on it.',
        response: { 201: clientErrorCreatedSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await app.limitPerAddress(request, 'clientErrors');
      const report = request.body;
      // Counted whether or not the report is stored, but only for a remote the portal has.
      if (report.source === 'remote-load' && report.remote && (await app.liveRemotes()).has(report.remote)) {
        const labels = app.metrics.remoteLoadLabels(report.remote, report.app_version);
        const subject = [clientKey(request), labels.remote, labels.version].join('\n');
        const first = await hitRateLimit(app.db, 'remoteLoadCounted', subject, { max: 1, windowSeconds: REMOTE_LOAD_COUNT_SECONDS });
        if (first.allowed) app.metrics.remoteLoadFailures.inc(labels);
      }
      const alike: AlikeReport = {
        message: report.message,
        source: report.source,
        remote: report.remote ?? null,
        url: report.url,
        stack: report.stack ?? null,
        appVersion: report.app_version ?? null,
      };
      const seen = await findAlikeReport(app.db, alike, COLLAPSE_SECONDS);
      if (seen !== undefined) {
        await countOccurrence(app.db, seen);
        return reply.code(201).send({ id: seen });
      }

      const total = await hitShareOfTotal(app.db, 'clientErrorsTotal', clientKey(request), app.security.rateLimits.clientErrorsTotal);
      if (!total.allowed) throw tooManyRequests(msg('limit.tooManyRequests'), total.retryAfterSeconds);
      const created = await insertReport(app.db, {
        ...alike,
        userId: request.user?.id ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      if (created === undefined) throw new Error('insert returned no row');
      return reply.code(201).send({ id: created });
    },
  );
};

export default clientErrorsRoutes;
