import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startMetricsServer, type MetricsServer } from '../src/metrics-server';
import { residentWithProperty } from './cases-helpers';
import { donor, PAID_CARD, payOnSandbox, pendingDonation } from './donations-helpers';
import { call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';
import { parseExposition, samplesOf, type Family } from './setup/exposition';

/*
 * The Prometheus exposition: valid text format (every line, every histogram), and after some
 * traffic the series an operator watches are there with their labels. It is served by a listener
 * of its own; the API's port answers 404 for /metrics.
 */

let ctx: TestContext;
let metricsServer: MetricsServer;

beforeAll(async () => {
  // One free failure, so that the second wrong password in a row is throttled.
  ctx = await startTestApp({ LOGIN_FREE_FAILURES: '1' });
  metricsServer = await startMetricsServer(ctx.app.metrics, { port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await metricsServer?.close();
  await ctx?.close();
});

async function scrape(): Promise<Map<string, Family>> {
  const response = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
}

const total = (samples: { value: number }[]) => samples.reduce((sum, s) => sum + s.value, 0);

describe('GET /metrics on the metrics listener', () => {
  it('is not served on the API port, and the metrics listener serves nothing else', async () => {
    expect((await call(ctx.app, 'GET', '/metrics')).statusCode).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/api/health/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('is a valid exposition with the request, database, process and service series', async () => {
    const { app } = ctx;
    expect((await call(app, 'GET', '/api/health/')).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/polls/no-such-poll/', { token: await login(app, RESIDENT) })).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/nowhere/')).statusCode).toBe(404);

    // Login throttling: a wrong password, then another that waits.
    const wrong = { email: RESIDENT.email, password: 'not the password' };
    expect((await call(app, 'POST', '/api/auth/login/', { body: wrong, remoteAddress: '203.0.113.9' })).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/auth/login/', { body: wrong, remoteAddress: '203.0.113.9' })).statusCode).toBe(429);

    // A browser's report of a remote that did not load, and one whose version is not plain.
    const report = (remote: string, version: string) =>
      call(app, 'POST', '/api/client-errors/', {
        body: { message: 'failed', source: 'remote-load', remote, url: '/news', app_version: version },
      });
    expect((await report('news_polls', '3f2a9c1d')).statusCode).toBe(201);
    expect((await report('news_polls', 'x'.repeat(90))).statusCode).toBe(201);

    // A refused webhook, and a donation paid through the sandbox (settled, with its thank-you mail).
    const refused = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox/',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(400);
    const { token } = await donor(app);
    const pending = await pendingDonation(app, token);
    expect((await payOnSandbox(app, pending.sessionId, PAID_CARD)).statusCode).toBe(303);

    // A complaint lodged, and a super user moving it along.
    const owner = await residentWithProperty(app, 'metrics-owner@example.org');
    const [type] = (await call(app, 'GET', '/api/complaint-types/', { token: owner.token })).json<Array<{ id: number }>>();
    const lodged = await call(app, 'POST', '/api/complaints/', {
      token: owner.token,
      body: { complaint_type_id: type!.id, description: 'The street light outside number 4 is out.', address: '4 Main Street' },
    });
    expect(lodged.statusCode, lodged.body).toBe(201);
    const moved = await call(app, 'POST', `/api/complaints/${lodged.json<{ id: number }>().id}/transition/`, {
      token: await login(app, SUPER),
      body: { status: 'in_progress', note: 'A crew is on its way.' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const families = await scrape();

    const health = samplesOf(families, 'portal_http_requests_total', { method: 'GET', route: '/api/health/', status_code: '200' });
    expect(total(health)).toBeGreaterThanOrEqual(1);
    // The route's pattern, never the URL asked for.
    expect(samplesOf(families, 'portal_http_requests_total', { route: '/api/polls/:slug/', status_code: '404' })).toHaveLength(1);
    expect(samplesOf(families, 'portal_http_requests_total', { route: 'unmatched', status_code: '404' })).toHaveLength(1);
    const urls = families.get('portal_http_requests_total')!.samples.map((s) => s.labels.route);
    expect(urls).not.toContain('/api/polls/no-such-poll/');
    expect(samplesOf(families, 'portal_http_request_duration_seconds_bucket', { route: '/api/health/', le: '+Inf' })).toHaveLength(1);

    expect(total(samplesOf(families, 'portal_db_query_duration_seconds_count', { outcome: 'ok' }))).toBeGreaterThan(10);
    for (const state of ['total', 'idle', 'waiting', 'max']) {
      expect(samplesOf(families, 'portal_db_connections', { state }), state).toHaveLength(1);
    }
    expect(samplesOf(families, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(samplesOf(families, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);

    expect(total(samplesOf(families, 'portal_login_throttled_total', { action: 'refused' }))).toBe(1);
    expect(total(samplesOf(families, 'portal_remote_load_failures_total', { remote: 'news_polls', version: '3f2a9c1d' }))).toBe(1);
    expect(total(samplesOf(families, 'portal_remote_load_failures_total', { remote: 'news_polls', version: 'other' }))).toBe(1);
    expect(total(samplesOf(families, 'portal_webhook_deliveries_refused_total', { provider: 'sandbox', reason: 'signature' }))).toBe(1);
    expect(total(samplesOf(families, 'portal_payments_settled_total', { outcome: 'succeeded' }))).toBe(1);
    expect(total(samplesOf(families, 'portal_mails_total', { transport: 'outbox', outcome: 'sent' }))).toBeGreaterThanOrEqual(1);
    expect(total(samplesOf(families, 'portal_cases_lodged_total', { kind: 'complaint' }))).toBe(1);
    expect(total(samplesOf(families, 'portal_case_status_changes_total', { kind: 'complaint', status: 'in_progress' }))).toBe(1);
  });
});
