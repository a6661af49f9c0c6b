import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the database reports about its connections when asked (`portal_db_connections`). */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

/** The process's own series (CPU, memory, event loop, GC): one set per process, however many apps it builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Label values that browsers send (a remote's name, a version) are kept only while few and plain. */
const PLAIN_LABEL = /^[A-Za-z0-9._-]{1,64}$/;
const MAX_REPORTED_REMOTES = 100;

/**
 * The API's Prometheus series, in a registry of one app's own (tests build many apps in one
 * process). Routes and services count through the named fields, e.g. `metrics.casesLodged.inc({ kind })`.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];

  let pool: () => PoolStats | null = () => null;
  const reportedRemotes = new Set<string>();
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers });

  const metrics = {
    httpRequests: counter('portal_http_requests_total', 'Requests answered, by method, route pattern and status code.', [
      'method',
      'route',
      'status_code',
    ] as const),
    httpDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'portal_db_query_duration_seconds',
      help: 'Time each database query took, by database kind and whether it failed.',
      labelNames: ['database', 'outcome'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    dbConnections: new Gauge({
      name: 'portal_db_connections',
      help: 'Database connections: total open, idle, requests waiting for one, and the most allowed.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool();
        if (!stats) return;
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
      },
    }),
    casesLodged: counter('portal_cases_lodged_total', 'Complaints, disputes and appeals lodged, by kind.', ['kind'] as const),
    caseStatusChanges: counter(
      'portal_case_status_changes_total',
      "Staff changes of a case's status, by kind of case and the status it moved to.",
      ['kind', 'status'] as const,
    ),
    paymentsSettled: counter(
      'portal_payments_settled_total',
      'Donations whose payment reached its final status, by outcome (succeeded, failed, cancelled).',
      ['outcome'] as const,
    ),
    webhooksRefused: counter(
      'portal_webhook_deliveries_refused_total',
      'Payment webhook deliveries refused, by provider and reason (signature, payload).',
      ['provider', 'reason'] as const,
    ),
    mails: counter(
      'portal_mails_total',
      'Mails handed to SMTP or written to the outbox (sent), and SMTP deliveries that failed (failed).',
      ['transport', 'outcome'] as const,
    ),
    loginThrottled: counter(
      'portal_login_throttled_total',
      'Logins refused by the throttle (refused), and accounts whose logins were paused after many failures (account_paused).',
      ['action'] as const,
    ),
    remoteLoadFailures: counter(
      'portal_remote_load_failures_total',
      "Browsers' reports of a remote that failed to load, by remote and version ('other' past 100 of them or when not plain).",
      ['remote', 'version'] as const,
    ),
  };

  return {
    ...metrics,
    /** The labels a browser's report of a remote that did not load counts under, keeping the label set bounded. */
    remoteLoadLabels(remote: string, version: string | undefined) {
      const plain = (value: string | undefined) => (value && PLAIN_LABEL.test(value) ? value : 'other');
      const labels = { remote: plain(remote), version: plain(version) };
      const key = `${labels.remote}\n${labels.version}`;
      if (reportedRemotes.has(key)) return labels;
      if (reportedRemotes.size >= MAX_REPORTED_REMOTES) return { remote: 'other', version: 'other' };
      reportedRemotes.add(key);
      return labels;
    },
    /** Where `portal_db_connections` reads from, once the database is open. */
    watchPool(stats: () => PoolStats) {
      pool = stats;
    },
    /** The exposition: this app's series and the process's. */
    async exposition(): Promise<{ contentType: string; body: string }> {
      const merged = Registry.merge([registry, processMetrics()]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
