import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PASSWORD_HASH_COST } from '../src/config-security';
import { hashPassword } from '../src/lib/passwords';
import { randomToken } from '../src/lib/tokens';
import { securityHeaders } from '../src/plugins/app/security-headers';
import { createTestDatabase, type TestDatabase } from '../test/helpers';
import { killAllApis, sleep, startApi, type ApiProcess } from '../test/setup/api-process';
import { parseExposition, samplesOf } from '../test/setup/exposition';
import { freePort } from '../test/setup/free-port';
import { leaks, Load, requestFrom, type Attempt, type Resident, type Targets } from './load';
import { nginxFigures, startNginx, type Balancer } from './nginx';

/*
 * Scale-out: three API instances on one PostgreSQL behind the edge (nginx with edge/api.conf, round
 * robin, kept-alive connections to the clients and to the instances), the edge on a loopback
 * address of its own as on a private network, the instances trusting exactly it. A mixed load of
 * residents for a bounded time, and meanwhile one instance SIGKILLed and another stopped as planned
 * (out of the rotation, SIGTERM) and started again. Afterwards, read from the database: every
 * acknowledged write is there, nothing is there twice, and the only failed requests are those that
 * were in flight on the killed instance. No answer names nginx's version or an instance; once no
 * instance is left, the edge answers in the API's shape with the API's headers. The figures are printed.
 */

const RESIDENTS = 12;
const LOAD_MS = 40_000;
const KILL_AT_MS = 10_000;
const TERM_AT_MS = 20_000;
const PASSWORD = 'Scale-Out-Resident-2026!';
/** As 10.0.0.5 in docs/operations.md; the instances listen on 127.0.0.1. */
const EDGE_ADDRESS = '127.0.0.5';

let database: TestDatabase;
let sql: pg.Client;
let balancer: Balancer | undefined;
let nginxDir: string;
const instances: ApiProcess[] = [];
let env: Record<string, string>;

async function rows<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await sql.query<T>(text, values)).rows;
}

/** Residents with complete profiles, written straight into the database (setup, not load). */
async function createResidents(): Promise<Resident[]> {
  const hash = await hashPassword(PASSWORD, PASSWORD_HASH_COST);
  const residents = Array.from({ length: RESIDENTS }, (_, i) => ({
    email: `scale-${i}@example.org`,
    password: PASSWORD,
    // Each from an address of its own, as residents at home would be.
    address: `127.0.1.${i + 10}`,
  }));
  for (const [i, r] of residents.entries()) {
    await sql.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, ownership, primary_contact, identification_type, identification_number)
       VALUES ($1, $2, 'Scale', $3, 'owner', '(555) 000-1111', 'drivers_license', $4)`,
      [r.email, hash, `Resident ${i}`, `SO${i}`],
    );
  }
  return residents;
}

async function targets(): Promise<Targets> {
  const polls = await rows<{ slug: string; option_id: number }>(
    `SELECT p.slug, min(o.id) AS option_id FROM polls p JOIN poll_options o ON o.poll_id = p.id
     WHERE p.opens_at <= now() AND p.closes_at > now() GROUP BY p.slug ORDER BY p.slug`,
  );
  const petitions = await rows<{ id: number }>(`SELECT id FROM petitions WHERE closes_at > now() ORDER BY id`);
  const [type] = await rows<{ id: number }>(`SELECT id FROM complaint_types WHERE is_active ORDER BY id LIMIT 1`);
  const [cause] = await rows<{ slug: string }>(`SELECT slug FROM donation_causes WHERE is_active ORDER BY id LIMIT 1`);
  return {
    polls: polls.map((p) => ({ slug: p.slug, optionId: p.option_id })),
    petitionIds: petitions.map((p) => p.id),
    complaintTypeId: type!.id,
    causeSlug: cause!.slug,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  env = {
    ...database.env,
    SEED: 'true',
    PAYMENT_WEBHOOK_SECRET: 'scale-out-webhook-secret-0123456789',
    SHUTDOWN_GRACE_MS: '20000',
    // docs/operations.md: the edge, appending to X-Forwarded-For, is the one proxy in front.
    TRUST_PROXY: EDGE_ADDRESS,
    // The load runs for a fixed time, so a fast machine lodges more than a day's 30 cases per
    // resident; the per-account limits have their own tests and are not what this one measures.
    RATE_LIMIT_CASES: '1000/24h',
    RATE_LIMIT_DONATIONS: '1000/1h',
  };
  // Started together: migrations and seeding wait for one another under an advisory lock.
  instances.push(...(await Promise.all([startApi(env), startApi(env), startApi(env)])));
  sql = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await sql.connect();
  nginxDir = await mkdtemp(join(tmpdir(), 'portal-nginx-'));
  balancer = await startNginx(
    nginxDir,
    EDGE_ADDRESS,
    await freePort(),
    instances.map((i) => `127.0.0.1:${i.port}`),
  );
});

afterAll(async () => {
  await balancer?.stop();
  await killAllApis();
  await sql?.end();
  await database?.drop();
  if (nginxDir) await rm(nginxDir, { recursive: true, force: true });
});

/** A client of its own for each check that is not about addresses. */
let clients = 0;
const someClient = () => `127.0.3.${(clients += 1)}`;

const count = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [key(item)]: (acc[key(item)] ?? 0) + 1 }), {});

describe('three API instances behind the edge (nginx) on one PostgreSQL', () => {
  it('count each client by its own address through the edge, whatever X-Forwarded-For the client sends', async () => {
    const email = 'chain@example.org';
    await sql.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, ownership, primary_contact, identification_type, identification_number)
       VALUES ($1, $2, 'Chain', 'Resident', 'owner', '(555) 000-2222', 'drivers_license', 'CH1')`,
      [email, await hashPassword(PASSWORD, PASSWORD_HASH_COST)],
    );
    const [stranger, owner] = ['127.0.2.1', '127.0.2.2'];
    const xsrf = randomToken();
    const login = (from: string, password: string, forwardedFor?: string) =>
      requestFrom(from, `${balancer!.url}/api/auth/login/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: JSON.stringify({ email, password }),
      }).then((answer) => answer.status);

    // A stranger's wrong passwords: the free ones (LOGIN_FREE_FAILURES, 5), then the backoff.
    const strangers = [];
    for (let i = 0; i < 6; i++) strangers.push(await login(stranger, `wrong-guess-${i}`));
    expect(strangers).toEqual([400, 400, 400, 400, 400, 429]);
    // Claiming to be forwarded for someone else changes nothing: the stranger is still the stranger.
    expect(await login(stranger, 'wrong-guess-6', owner)).toBe(429);
    expect(await login(stranger, 'wrong-guess-7', '198.51.100.200')).toBe(429);
    // The owner, from elsewhere, is not held up by the stranger's failures.
    expect(await login(owner, PASSWORD)).toBe(200);
  });

  it("name neither nginx's version nor an instance in their answers", async () => {
    for (const path of ['/api/health/', '/api/no-such-thing/', '/api/polls/']) {
      const answer = await requestFrom(someClient(), `${balancer!.url}${path}`);
      expect(answer.headers.get('server'), path).toBe('nginx');
      expect(leaks(answer.headers), path).toEqual([]);
    }
  });

  it('lose no acknowledged write and store none twice when one is killed and another restarted under load', async () => {
    const residents = await createResidents();
    const load = new Load(balancer!.url, await targets(), Date.now() + LOAD_MS);
    const [killed, restarted] = [instances[0]!, instances[1]!];
    const killedAt = `127.0.0.1:${killed.port}`;
    const restartedAt = `127.0.0.1:${restarted.port}`;
    const started = Date.now();
    let killTime = 0;
    let goneTime = 0;
    let termExit: number | string | null = null;
    let restartMs = 0;

    const chaos = (async () => {
      await sleep(KILL_AT_MS);
      killTime = Date.now();
      killed.child.kill('SIGKILL');
      await killed.exited;
      goneTime = Date.now();
      await sleep(TERM_AT_MS - KILL_AT_MS);
      // A planned stop: out of the balancer's rotation first (nginx does not poll health), then
      // SIGTERM; it finishes what it has, exits, starts again and goes back into the rotation.
      await balancer!.setDown(restartedAt, true);
      const termTime = Date.now();
      restarted.child.kill('SIGTERM');
      termExit = await restarted.exited;
      const again = await startApi(env, restarted.port);
      restartMs = Date.now() - termTime;
      instances[1] = again;
      await balancer!.setDown(restartedAt, false);
    })();
    await Promise.all([...residents.map((r, i) => load.run(r, i)), chaos]);
    const elapsed = Date.now() - started;
    load.close();

    // What the balancer made of it: which instances took each request, from its log.
    const nginx = await nginxFigures(nginxDir);
    load.resolve(nginx.upstreamsById);
    const resent = load.attempts.filter((a) => a.resent);
    const failed = load.attempts.filter((a) => !a.resent && (a.status === null || [502, 503, 504].includes(a.status)));
    // Sent to the killed instance before it was gone (its listening socket took connections until
    // the kernel reaped it), answered after the signal.
    const inFlightOnKilled = (a: Attempt) => a.upstream.includes(killedAt) && a.start <= goneTime && a.end >= killTime;
    const unexplained = failed.filter((a) => !inFlightOnKilled(a));

    // What the database holds, for the test's residents.
    const emails = residents.map((r) => r.email);
    const votes = await rows<{ email: string; slug: string; n: number }>(
      `SELECT u.email, p.slug, count(*)::int AS n FROM poll_votes v JOIN users u ON u.id = v.user_id JOIN polls p ON p.id = v.poll_id
       WHERE u.email = ANY($1) GROUP BY u.email, p.slug`,
      [emails],
    );
    const signatures = await rows<{ email: string; petition_id: number; n: number }>(
      `SELECT u.email, s.petition_id, count(*)::int AS n FROM petition_signatures s JOIN users u ON u.id = s.user_id
       WHERE u.email = ANY($1) GROUP BY u.email, s.petition_id`,
      [emails],
    );
    const complaints = await rows<{ id: number; reference: string; email: string; key: string | null; photos: number }>(
      `SELECT c.id, c.reference, u.email, c.idempotency_key AS key, (SELECT count(*)::int FROM uploads up WHERE up.complaint_id = c.id) AS photos
       FROM complaints c JOIN users u ON u.id = c.user_id WHERE u.email = ANY($1)`,
      [emails],
    );
    const donations = await rows<{
      reference: string;
      key: string | null;
      status: string;
      receipt: string | null;
      session: string;
      events: number;
    }>(
      `SELECT d.reference, d.idempotency_key AS key, d.status, d.receipt_number AS receipt, d.provider_session_id AS session,
              (SELECT count(*)::int FROM payment_events e WHERE e.session_id = d.provider_session_id) AS events
       FROM donations d JOIN users u ON u.id = d.user_id WHERE u.email = ANY($1)`,
      [emails],
    );

    // Every instance still running serves a valid exposition that saw its share of the load.
    const live = [instances[1]!, instances[2]!];
    const scraped = await Promise.all(
      live.map(async (i) => parseExposition(await (await fetch(`http://127.0.0.1:${i.metricsPort}/metrics`)).text())),
    );

    const { acks } = load;
    const paid = acks.donations.filter((d) => d.paidOn !== null || acks.paid.some((p) => p.reference === d.reference));
    const crossInstance = acks.donations.filter((d) => d.paidOn && d.createdOn && d.paidOn !== d.createdOn);
    const byReference = new Map(donations.map((d) => [d.reference, d]));
    const receipts = donations.map((d) => d.receipt).filter(Boolean);

    console.info(
      [
        `[scale-out] ${RESIDENTS} residents for ${(elapsed / 1000).toFixed(1)} s through nginx to 3 instances; ` +
          `SIGKILL of ${killedAt} at ${((killTime - started) / 1000).toFixed(1)} s; out of nginx's rotation and SIGTERM of ${restartedAt} ` +
          `at ${(TERM_AT_MS / 1000).toFixed(1)} s, exit ${String(termExit)}, serving again ${(restartMs / 1000).toFixed(1)} s later`,
        `  requests sent: ${load.attempts.length} (${Object.entries(count(load.attempts, (a) => a.action))
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')})`,
        `  answers: ${Object.entries(count(load.attempts, (a) => String(a.status ?? 'none')))
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')}`,
        `  failed: ${failed.length} (in flight on the killed instance: ${failed.length - unexplained.length}; other: ${unexplained.length}), ` +
          `each retried as a browser would (complaints and donations with the same Idempotency-Key); ` +
          `${resent.length} sent again at once because nginx had closed their kept-alive connection before reading them`,
        `  nginx: ${nginx.requests} requests logged (${Object.entries(nginx.byStatus)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')}); ` +
          `${nginx.movedOn} moved on to another instance; upstream errors by cause: ` +
          `${
            Object.entries(nginx.errorsByCause)
              .map(([k, v]) => `${k}: ${v}`)
              .join(', ') || 'none'
          }; by instance: ${Object.entries(nginx.errorsByInstance)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', ')}`,
        `  acknowledged: ${acks.logins} logins, ${acks.votes.length} votes, ${acks.signatures.length} signatures, ` +
          `${acks.complaints.length} complaints with a photo, ${acks.donations.length} donations (${paid.length} paid, ` +
          `${crossInstance.length} paid on another instance than the one that created the checkout)`,
        `  checked in the database: ${votes.length} votes and ${signatures.length} signatures, one per person each; ` +
          `${complaints.length} complaints, one per key, each with its photo; ${donations.length} donations, one per key, ` +
          `${receipts.length} receipts, all distinct, one payment event per paid session`,
      ].join('\n'),
    );

    expect(load.unexpected).toEqual([]);
    expect(unexplained).toEqual([]);
    // What a client sent again on a new connection, nginx had never taken.
    expect(resent.filter((a) => nginx.upstreamsById.has(a.id))).toEqual([]);
    expect(termExit).toBe(0);
    // The planned stop cost no request an error, not even one nginx moved on.
    expect(nginx.errorsByInstance[restartedAt] ?? 0).toBe(0);
    // The kill and the restart happened while the load ran, and the load did each thing.
    expect(killTime - started).toBeLessThan(elapsed);
    for (const n of [acks.votes.length, acks.signatures.length, acks.complaints.length, paid.length, crossInstance.length]) {
      expect(n).toBeGreaterThan(0);
    }

    // Votes and signatures: each acknowledged one stored, once; none stored that was not acknowledged.
    expect(votes.filter((v) => v.n !== 1)).toEqual([]);
    expect(votes.map((v) => `${v.email} ${v.slug}`).sort()).toEqual(acks.votes.map((v) => `${v.email} ${v.slug}`).sort());
    expect(signatures.filter((s) => s.n !== 1)).toEqual([]);
    expect(signatures.map((s) => `${s.email} ${s.petition_id}`).sort()).toEqual(
      acks.signatures.map((s) => `${s.email} ${s.petitionId}`).sort(),
    );

    // Complaints: every acknowledged one there as acknowledged, with its photo; one per key.
    const stored = new Map(complaints.map((c) => [c.id, c]));
    for (const ack of acks.complaints) {
      expect(stored.get(ack.id), `complaint ${ack.reference}`).toMatchObject({
        reference: ack.reference,
        email: ack.email,
        key: ack.key,
        photos: 1,
      });
    }
    expect(new Set(complaints.map((c) => `${c.email} ${c.key}`)).size).toBe(complaints.length);

    // Donations: every acknowledged one there once; every paid one succeeded with one receipt and its
    // webhook's event once. A payment whose answer was lost with a killed instance (tried again, it
    // answered 409: paid already) may have lost its webhook with it (the sandbox delivers it inside
    // that request and, unlike a real provider, never again): its return page settled it from the
    // provider, so its event is there once or not at all, never twice.
    expect(new Set(donations.map((d) => `${d.key}`)).size).toBe(donations.length);
    for (const ack of acks.donations) expect(byReference.get(ack.reference)?.key, `donation ${ack.reference}`).toBe(ack.key);
    for (const ack of paid) {
      const stored = byReference.get(ack.reference);
      expect(stored, `donation ${ack.reference}`).toMatchObject({ status: 'succeeded' });
      expect(stored?.events, `donation ${ack.reference}'s webhook events`).toBe(ack.paidBy === null ? Math.min(stored?.events ?? 0, 1) : 1);
      expect(stored?.receipt).toMatch(/\S/);
    }
    for (const page of acks.paid) expect(page.status).toBe('succeeded');
    expect(new Set(receipts).size).toBe(receipts.length);

    for (const families of scraped) {
      const served = samplesOf(families, 'portal_http_requests_total').filter((s) => s.labels.route !== '/api/health/');
      expect(served.reduce((sum, s) => sum + s.value, 0)).toBeGreaterThan(0);
    }
  });

  it("answer in the API's shape, with the API's headers, once no instance answers", async () => {
    await killAllApis();
    const xsrf = randomToken();
    const answers = [
      await requestFrom(someClient(), `${balancer!.url}/api/health/`),
      await requestFrom(someClient(), `${balancer!.url}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
        body: JSON.stringify({ email: 'nobody@example.org', password: PASSWORD }),
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.text)).toEqual({ detail: expect.stringMatching(/^The portal cannot answer right now\./) });
      expect(answer.headers.get('retry-after')).toBe('5');
      for (const [name, value] of Object.entries(securityHeaders(false))) expect(answer.headers.get(name), name).toBe(value);
      expect(answer.headers.get('strict-transport-security')).toBeNull();
      expect(answer.headers.get('server')).toBe('nginx');
      expect(leaks(answer.headers)).toEqual([]);
    }
  });
});
