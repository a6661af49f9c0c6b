import { randomBytes } from 'node:crypto';

import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { auditLog, towns as townsTable } from '../src/db/schema';
import { randomToken } from '../src/lib/tokens';
import { ADMIN, createTestDatabase, databaseKind, type TestDatabase } from './helpers';
import { killAllApis, START_TIMEOUT, startApi, stopApi, type ApiProcess } from './setup/api-process';

/*
 * Durability: the real API runs as its own OS process (setup/api-process.ts), is killed hard in the middle of a burst of
 * writes, and is started again on the same database. Every write it acknowledged must be there,
 * and none may be half there: a configuration create writes the item and its audit row in one
 * transaction, so each town of the burst has its audit row and each audit row its town.
 */

const BURST = 200;
/** Acknowledgements to wait for before the kill: some answered, most still in flight. */
const KILL_AFTER = 25;

const XSRF = randomToken();
const RUN = randomBytes(4).toString('hex');
const NAME_PREFIX = `Durability ${RUN} `;

type Server = ApiProcess;

let database: TestDatabase | undefined;

const startServer = () => startApi(database!.env);
const stopServer = stopApi;

function headers(token?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
    ...(token ? { authorization: `Token ${token}` } : {}),
  };
}

async function login(server: Server): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login/`, { method: 'POST', headers: headers(), body: JSON.stringify(ADMIN) });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

type Ack = { id: number; name: string; afterKill: boolean };

/**
 * Fires BURST town creations at once and SIGKILLs the server when KILL_AFTER of them are
 * acknowledged. Returns every acknowledgement that arrived (a 201 with its id): the server sent
 * each one, so each reports a committed write, whether it reached us before or after the kill.
 */
async function burstAndKill(server: Server, token: string) {
  const acks: Ack[] = [];
  let killed = false;
  let failures = 0;
  const otherStatuses: number[] = [];
  const mismatches: string[] = [];
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill('SIGKILL');
  };
  const names = Array.from({ length: BURST }, (_, i) => `${NAME_PREFIX}${String(i).padStart(3, '0')}`);
  await Promise.all(
    names.map(async (name) => {
      try {
        const response = await fetch(`${server.baseUrl}/api/configuration/towns/`, {
          method: 'POST',
          headers: headers(token),
          body: JSON.stringify({ name }),
          signal: AbortSignal.timeout(START_TIMEOUT),
        });
        if (response.status !== 201) {
          otherStatuses.push(response.status);
          await response.body?.cancel();
          return;
        }
        const afterKill = killed;
        const body = (await response.json()) as { id: number; name: string };
        if (body.name !== name) mismatches.push(`asked for ${name}, got ${body.name}`);
        acks.push({ id: body.id, name, afterKill });
        if (acks.length >= KILL_AFTER) kill();
      } catch {
        // The connection died with the server: not acknowledged, so it may or may not be stored.
        failures += 1;
      }
    }),
  );
  // Everything answered before the kill threshold: kill anyway, the restart check still applies.
  kill();
  const exit = await server.exited;
  return { acks, failures, otherStatuses, mismatches, exit };
}

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
}, START_TIMEOUT);

afterAll(async () => {
  await killAllApis();
  await database?.drop();
}, 120_000);

describe(`a hard kill of the API process (${databaseKind})`, () => {
  it('loses no acknowledged write and leaves none half-written', { timeout: 4 * START_TIMEOUT }, async () => {
    const first = await startServer();
    const token = await login(first);
    const { acks, failures, otherStatuses, mismatches, exit } = await burstAndKill(first, token);
    expect(exit).toBe('SIGKILL');
    expect(otherStatuses).toEqual([]);
    expect(mismatches).toEqual([]);
    // The kill must have come while writes were still in flight, or it tested nothing.
    expect(acks.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acks.length).toBeLessThan(BURST);

    const second = await startServer();
    try {
      // Every acknowledged write reads back through the API, as acknowledged.
      const token2 = await login(second);
      const missing: Ack[] = [];
      for (const ack of acks) {
        const response = await fetch(`${second.baseUrl}/api/configuration/towns/${ack.id}/`, { headers: headers(token2) });
        if (response.status !== 200) {
          missing.push(ack);
          await response.body?.cancel();
          continue;
        }
        expect(((await response.json()) as { name: string }).name).toBe(ack.name);
      }
      expect(missing).toEqual([]);

      // The restarted server keeps taking writes.
      const after = await fetch(`${second.baseUrl}/api/configuration/towns/`, {
        method: 'POST',
        headers: headers(token2),
        body: JSON.stringify({ name: `${NAME_PREFIX}after restart` }),
      });
      expect(after.status).toBe(201);
    } finally {
      await stopServer(second);
    }

    // Directly in the database (PGlite allows one process, so the server is stopped first).
    const store = await openDatabase(loadConfig({ ...database!.env }).database);
    try {
      const pattern = `${NAME_PREFIX}%`;
      const auditedName = sql<string>`${auditLog.after}->>'name'`;
      const [towns, audits] = await Promise.all([
        store.db.select({ id: townsTable.id, name: townsTable.name }).from(townsTable).where(like(townsTable.name, pattern)),
        store.db
          .select({ recordId: auditLog.recordId, name: auditedName })
          .from(auditLog)
          .where(and(eq(auditLog.resource, 'towns'), eq(auditLog.action, 'create'), like(auditedName, pattern))),
      ]);
      const stored = new Map(towns.map((town) => [town.id, town.name]));
      for (const ack of acks) expect(stored.get(ack.id), `acknowledged town ${ack.id}`).toBe(ack.name);
      // Nothing half-written: one audit row per town, and no audit row without its town.
      expect(audits.map((a) => `${a.recordId} ${a.name}`).sort()).toEqual(towns.map((t) => `${t.id} ${t.name}`).sort());
      // Only names the burst sent (and the one after the restart), each once.
      expect(new Set(towns.map((t) => t.name)).size).toBe(towns.length);
      expect(towns.length).toBeLessThanOrEqual(BURST + 1);

      console.info(
        `[durability ${databaseKind}] ${BURST} writes fired; ${acks.filter((a) => !a.afterKill).length} acknowledged before the ` +
          `SIGKILL and ${acks.filter((a) => a.afterKill).length} more arriving after it; ${failures} cut off; ` +
          `${towns.length - 1} of the burst stored after the restart, all ${acks.length} acknowledged among them.`,
      );
    } finally {
      await store.close();
    }
  });
});
