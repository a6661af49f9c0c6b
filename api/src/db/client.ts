import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import * as coreSchema from './schema';
import * as casesSchema from './schema-cases';
import * as configurationSchema from './schema-configuration';
import * as donationsSchema from './schema-donations';
import * as engagementSchema from './schema-engagement';

/** Every table, from every schema file, for drizzle's relational queries. */
const schema = { ...coreSchema, ...engagementSchema, ...casesSchema, ...donationsSchema, ...configurationSchema };

/** The one type the app sees: both drivers produce a PgDatabase over the same schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: DatabaseConfig['kind'];
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Serialises migrations (and seeding) between processes that share one PostgreSQL. */
export const MIGRATION_LOCK_ID = 2026_0001;

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: DatabaseConfig,
  onPoolError: (error: Error) => void = () => {},
): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, onPoolError)
    : openPglite(config.dir);
}

async function openPglite(dir: string): Promise<Database> {
  if (!dir.includes('://')) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(url: string, onPoolError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
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
    return { db: drizzleNodePg({ client: pool, schema }), kind: 'postgres', close };
  } catch (error) {
    await close();
    throw error;
  }
}
