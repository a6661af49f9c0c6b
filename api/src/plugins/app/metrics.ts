import fp from 'fastify-plugin';

import { createMetrics, type Metrics } from '../../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus series: `app.metrics.casesLodged.inc({ kind })`; served by the metrics listener. */
    metrics: Metrics;
  }
}

/** Counts and times every answer by its route pattern (never the raw URL, whose ids would explode the series). */
export default fp(
  async (app) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
