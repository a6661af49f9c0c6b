// API throughput and latency with autocannon: a trivial route and a database-backed list.
import autocannon from 'autocannon';

import { API_PORT } from '../tools/apps.mjs';

export const API_ROUTES = [
  { name: 'trivial (GET /api/health/)', path: '/api/health/' },
  { name: 'database-backed list as list pages ask for it (GET /api/headlines/)', path: '/api/headlines/' },
  { name: 'the same list with bodies (GET /api/news/)', path: '/api/news/' },
];

function run(path, duration) {
  return autocannon({ url: `http://127.0.0.1:${API_PORT}${path}`, connections: 100, duration });
}

/** Each route after a short warm-up: requests/s (mean), p50/p99 latency (ms), errors and non-2xx answers. */
export async function apiThroughput(duration = 10) {
  const results = [];
  for (const route of API_ROUTES) {
    await run(route.path, 2);
    const result = await run(route.path, duration);
    results.push({
      ...route,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  return results;
}
