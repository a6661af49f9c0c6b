import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Metrics } from './lib/metrics';

export type MetricsServer = { port: number; close: () => Promise<void> };

/**
 * The Prometheus exposition on a listener of its own (`METRICS_PORT`, `METRICS_HOST`): the API's
 * port, and with it the balancer and the shell's `/api` forwarding, never serve it.
 */
export async function startMetricsServer(metrics: Metrics, options: { port: number; host: string }): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(path === '/metrics' ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.\n');
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
