import { mkdir, readFile } from 'node:fs/promises';
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
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.statementTimeoutMs, onPoolError, onQuery)
    : openPglite(config.dir, config.template, config.statementTimeoutMs, onQuery);
}

/**
 * PGlite takes the statement timeout but cannot enforce it: it runs in this process's thread,
 * with no timer to cancel a statement. PostgreSQL cancels the statement (SQLSTATE 57014).
 */
async function openPglite(
  dir: string,
  template: string | undefined,
  statementTimeoutMs: number,
  onQuery: QueryObserver,
): Promise<Database> {
  if (!dir.includes('://')) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, template ? { loadDataDir: new Blob([await readFile(template)]) } : {});
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    await client.exec(`SET statement_timeout = ${statementTimeoutMs}`);
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

async function openPostgres(
  url: string,
  statementTimeoutMs: number,
  onPoolError: (error: Error) => void,
  onQuery: QueryObserver,
): Promise<Database> {
  const max = 10;
  // Every connection starts with the statement timeout (a startup parameter, so RESET comes back to it).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    statement_timeout: statementTimeoutMs,
    Client: timedPgClient(onQuery),
  });
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
      // Waiting for another instance's migrations, or building an index, may take longer.
      await client.query('SET statement_timeout = 0');
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      // A connection that could not be given its timeout back is closed rather than reused.
      const reset = await client.query('RESET statement_timeout').then(
        () => undefined,
        (error: Error) => error,
      );
      client.release(reset);
    }
    const stats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max });
    return { db: drizzleNodePg({ client: pool, schema }), kind: 'postgres', close, stats };
  } catch (error) {
    await close();
    throw error;
  }
}
