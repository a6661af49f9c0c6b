import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { randomToken } from '../src/lib/tokens';
import { createTestDatabase, databaseKind, RESIDENT, type TestDatabase } from './helpers';
import { killAllApis, sleep, START_TIMEOUT, startApi, type ApiProcess } from './setup/api-process';

/*
 * Graceful shutdown of the real process: a request in flight when SIGTERM arrives (its body still
 * being sent) is answered, health says "draining" meanwhile, new connections are refused once the
 * listener closes, the database is let go, and the exit code is 0. Kept-alive connections: a
 * request arriving on one while draining is answered, not refused, and its answer closes it; an
 * idle one is closed with the listener. A request that outlasts SHUTDOWN_GRACE_MS is cut off, and
 * the exit code says so.
 */

const XSRF = randomToken();
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, START_TIMEOUT);

afterAll(async () => {
  await killAllApis();
  await database?.drop();
}, 120_000);

type Answer = { status: number; connection: string | undefined; body: string };

/** A login whose body is sent in two parts: the request is in flight until `finish` is called. */
function slowLogin(server: ApiProcess) {
  const body = JSON.stringify(RESIDENT);
  const req = request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/auth/login/',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

async function health(server: ApiProcess): Promise<{ status: number; body: unknown } | 'refused'> {
  try {
    const response = await fetch(`${server.baseUrl}/api/health/`, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: await response.json() };
  } catch {
    return 'refused';
  }
}

/** Sessions open on the test's PostgreSQL database, ours excepted. */
async function databaseSessions(): Promise<number> {
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe(`SIGTERM (${databaseKind})`, () => {
  it(
    'drains: answers what is in flight, says draining, refuses new connections, closes the database, exits 0',
    { timeout: 2 * START_TIMEOUT },
    async () => {
      const server = await startApi({ ...database.env, SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '20000' });
      const inFlight = slowLogin(server);
      await sleep(300);
      const sigterm = Date.now();
      server.child.kill('SIGTERM');
      await sleep(300);

      // Within the delay: still listening, health tells a balancer to take it out.
      expect(await health(server)).toEqual({ status: 503, body: { status: 'draining', database: databaseKind } });
      // After it: the listener is closed, while the request in flight still waits for its body.
      await sleep(1_700);
      expect(await health(server)).toBe('refused');
      expect(server.child.exitCode).toBeNull();

      inFlight.finish();
      const answer = await inFlight.answer;
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toHaveProperty('token');
      expect(answer.connection).toBe('close');

      expect(await server.exited).toBe(0);
      console.info(`[shutdown ${databaseKind}] in-flight login answered ${answer.status}; exit 0 ${Date.now() - sigterm} ms after SIGTERM`);
      if (databaseKind === 'postgres') expect(await databaseSessions()).toBe(0);
    },
  );

  it(
    'answers a request on a kept-alive connection while draining, closing it after, and closes idle ones with the listener',
    { timeout: 2 * START_TIMEOUT },
    async () => {
      const server = await startApi({ ...database.env, SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '20000' });
      const get = (agent: Agent, path: string) =>
        new Promise<{ status: number; connection: string | undefined; reused: boolean; socket: Socket }>((resolve, reject) => {
          const req = request({ host: '127.0.0.1', port: server.port, path, agent }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
                reused: req.reusedSocket,
                socket: req.socket!,
              }),
            );
          });
          req.on('error', reject);
          req.end();
        });
      // Two clients, each with one kept-alive connection, as a balancer keeps them.
      const [busy, idle] = [new Agent({ keepAlive: true, maxSockets: 1 }), new Agent({ keepAlive: true, maxSockets: 1 })];
      try {
        const first = await get(busy, '/api/reference/towns/');
        expect(first).toMatchObject({ status: 200, connection: 'keep-alive', reused: false });
        const kept = await get(idle, '/api/reference/towns/');
        expect(kept).toMatchObject({ status: 200, connection: 'keep-alive' });
        let idleClosedAt = 0;
        kept.socket.once('close', () => (idleClosedAt = Date.now()));

        const sigterm = Date.now();
        server.child.kill('SIGTERM');
        await sleep(300);
        // Draining: the next request on the kept-alive connection is answered, and closes it.
        const second = await get(busy, '/api/reference/towns/');
        expect(second).toMatchObject({ status: 200, connection: 'close', reused: true });
        expect(idleClosedAt).toBe(0);

        // The listener closes after SHUTDOWN_DELAY_MS, and the idle connection with it.
        expect(await server.exited).toBe(0);
        await sleep(100);
        expect(idleClosedAt).toBeGreaterThanOrEqual(sigterm + 1_500);
      } finally {
        busy.destroy();
        idle.destroy();
      }
    },
  );

  it('cuts off a request that outlasts SHUTDOWN_GRACE_MS and exits 1', { timeout: 2 * START_TIMEOUT }, async () => {
    const server = await startApi({ ...database.env, SHUTDOWN_GRACE_MS: '1000' });
    const stuck = slowLogin(server);
    const failed = stuck.answer.then(
      () => 'answered',
      () => 'cut off',
    );
    await sleep(300);
    const sigterm = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - sigterm).toBeLessThan(10_000);
    expect(await failed).toBe('cut off');
  });
});
