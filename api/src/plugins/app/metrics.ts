import fp from 'fastify-plugin';

import type { Config } from '../../config';
import { liveRemotes } from '../../lib/live-remotes';
import { createMetrics, type Metrics } from '../../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus series: `app.metrics.casesLodged.inc({ kind })`; served by the metrics listener. */
    metrics: Metrics;
    /** The remotes the live config names (LIVE_CONFIG_URL): only their load failures are counted. */
    liveRemotes: () => Promise<ReadonlySet<string>>;
  }
}

/** Counts and times every answer by its route pattern (never the raw URL, whose ids would explode the series). */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    app.decorate('liveRemotes', liveRemotes(config.liveConfigUrl, app.log));
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
