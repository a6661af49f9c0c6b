import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import { buildApp } from './app';
import { loadConfig } from './config';
import { startMetricsServer, type MetricsServer } from './metrics-server';

const config = loadConfig(process.env, process.stdout.isTTY === true);
const app = await buildApp(config);
let metricsServer: MetricsServer | undefined;

let closing = false;
/**
 * Drains, then exits: health answers 503 "draining" at once (for SHUTDOWN_DELAY_MS the instance
 * still takes new connections, so a balancer that polls health sees it go), and from then on every
 * answer closes its connection, a request that arrives on a kept-alive one included; then the
 * listener closes with the kept-alive connections that carry no request, the requests in flight
 * finish, and the database closes. Requests still running after SHUTDOWN_GRACE_MS are cut off and
 * the exit code is 1.
 */
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.lifecycle.draining = true;
  app.log.info({ signal, delayMs: config.shutdown.delayMs, graceMs: config.shutdown.graceMs }, 'draining');
  if (config.shutdown.delayMs > 0) await sleep(config.shutdown.delayMs);
  let cutOff = false;
  const grace = setTimeout(() => {
    cutOff = true;
    app.log.warn('requests still in flight after SHUTDOWN_GRACE_MS: closing their connections');
    app.server.closeAllConnections();
  }, config.shutdown.graceMs);
  // Closing stops the listener, closes the idle connections, waits for those in use, then runs the onClose hooks:
  // mail under way is delivered, PGlite flushes to disk, the pool ends.
  await app.close();
  clearTimeout(grace);
  await metricsServer?.close();
  app.log.info({ cutOff }, 'stopped');
  process.exit(cutOff ? 1 : 0);
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

try {
  await app.listen({ port: config.port, host: config.host });
  metricsServer = await startMetricsServer(app.metrics, config.metrics);
  if (config.logFormat === 'pretty') {
    // The one line a person starting it needs; requests are not logged in this format.
    const { port } = app.server.address() as AddressInfo;
    const docs = config.apiDocsUi ? 'Swagger UI at /api/docs, ' : '';
    const below = config.logLevel === 'warn' ? ' Warnings and errors appear below.' : '';
    process.stdout.write(
      `API ready at http://${config.host}:${port}/api/ (${docs}OpenAPI at /api/docs/json; ` +
        `metrics at http://${config.metrics.host}:${metricsServer.port}/metrics).${below}\n`,
    );
  } else {
    app.log.info({ port: metricsServer.port, host: config.metrics.host }, 'metrics at /metrics');
  }
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
