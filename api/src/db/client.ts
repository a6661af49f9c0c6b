import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import type { DatabaseConfig } from '../config';
import * as schema from './schema';
import { timedPgClient, timedPglite, type QueryObserver } from './timing';

import './timestamps';

/** The one type the app sees: both drivers produce a PgDatabase over the same schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: DatabaseConfig['kind'];
  close: () => Promise<void>;
  /** Its connections now: open, idle, callers waiting for one, and the most it opens. */
  stats: () => { total: number; idle: number; waiting: number; max: number };
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Serialises migrations (and seeding) between processes that share one PostgreSQL. */
export const MIGRATION_LOCK_ID = 2026_0001;

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: DatabaseConfig,
  onPoolError: (error: Error) => void = () => {},
  onQuery: QueryObserver = () => {},
): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url, onPoolError, onQuery) : openPglite(config.dir, onQuery);
}

async function openPglite(dir: string, onQuery: QueryObserver): Promise<Database> {
  if (!dir.includes('://')) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    const timed = timedPglite(client, onQuery);
    const db = drizzlePglite({ client: timed.client, schema });
    const stats = () => {
      const busy = timed.inFlight();
      return { total: 1, idle: busy === 0 ? 1 : 0, waiting: Math.max(0, busy - 1), max: 1 };
    };
    return { db, kind: 'pglite', close: () => client.close(), stats };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(url: string, onPoolError: (error: Error) => void, onQuery: QueryObserver): Promise<Database> {
  const max = 10;
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000, Client: timedPgClient(onQuery) });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', onPoolError);
  // pool.end() resolves once its clients are told to end, not once their connections are gone;
  // closing waits for those too, so that dropping the database next finds no session to kill.
  const connections = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    connections.add(client);
    client.once('end', () => connections.delete(client));
  });
  const close = async () => {
    const ended = [...connections].map((client) => new Promise<void>((resolve) => client.once('end', () => resolve())));
    await pool.end();
    await Promise.all(ended);
  };
  try {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    const stats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max });
    return { db: drizzleNodePg({ client: pool, schema }), kind: 'postgres', close, stats };
  } catch (error) {
    await close();
    throw error;
  }
}
