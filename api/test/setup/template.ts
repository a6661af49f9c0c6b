import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import type { DatabaseConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { seedDemoData } from '../../src/db/seed';

/**
 * Scrypt at N = 2^10 instead of production's 2^17 in every app the suites start: a login costs about
 * a millisecond instead of half a second of CPU. Each hash names its own N, so nothing else changes;
 * passwords.test.ts and config.test.ts hold production's cost.
 */
export const TEST_PASSWORD_ENV = { NODE_ENV: 'test', PASSWORD_HASH_COST: '10' };

/** What seeding in a test passes: the suites' password cost. */
export const TEST_SEED = { passwordCost: Number(TEST_PASSWORD_ENV.PASSWORD_HASH_COST) };

/** Migrates and seeds a database as an app's start would, once for a whole suite. */
async function migrateAndSeed(config: DatabaseConfig) {
  const database = await openDatabase(config);
  try {
    await seedDemoData(database.db, TEST_SEED);
  } finally {
    await database.close();
  }
}

/**
 * The PGlite every in-memory test database starts as (PGLITE_TEMPLATE): migrated and seeded on disk,
 * then dumped to a file. Loading the dump takes about a second where initdb, the migrations and the
 * seed take several.
 */
export async function pgliteTemplate(): Promise<{ file: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-api-template-'));
  const dir = join(folder, 'db');
  await migrateAndSeed({ kind: 'pglite', dir, statementTimeoutMs: 0 });
  const client = await PGlite.create(dir);
  const file = join(folder, 'template.tar');
  try {
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await client.close();
  }
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database on the server of `adminUrl`, named after `prefix`; dropped, sessions and all, by `drop`. */
export async function createDatabase(adminUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) =>
    c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}${template ? ` TEMPLATE ${c.escapeIdentifier(template)}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`)).then(() => {}),
  };
}

/** The PostgreSQL database every test database is copied from (`CREATE DATABASE … TEMPLATE`), migrated and seeded. */
export async function postgresTemplate(adminUrl: string) {
  const template = await createDatabase(adminUrl, 'portal_template');
  await migrateAndSeed({ kind: 'postgres', url: template.url, statementTimeoutMs: 0 });
  return template;
}
