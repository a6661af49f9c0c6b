import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from './helpers';

// Migration 0011 gives every stored file the kind it was uploaded as. A database from before it
// is told the kinds by what refers to its files; this one is migrated up to 0010, given files of
// every situation, then migrated on.

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const BEFORE_KINDS = '0010_search_indexes';

let database: TestDatabase;
let folder: string;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  folder = await mkdtemp(join(tmpdir(), 'portal-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === BEFORE_KINDS);
  expect(last).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
});
afterAll(async () => {
  await database?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

type Session = {
  run: (query: SQL) => Promise<Array<Record<string, unknown>>>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

async function open(): Promise<Session> {
  const url = database.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const db = drizzleNodePg({ client });
    return {
      run: async (query) => (await db.execute(query)).rows,
      migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
      close: () => client.end(),
    };
  }
  const client = await PGlite.create();
  const db = drizzlePglite({ client });
  return {
    run: async (query) => (await db.execute(query)).rows as Array<Record<string, unknown>>,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

it('backfills the kind of every stored file from what refers to it', async () => {
  const session = await open();
  try {
    await session.migrate(folder);
    const [user] = await session.run(sql`INSERT INTO users (email, password_hash) VALUES ('before@example.org', 'x') RETURNING id`);
    const [category] = await session.run(sql`INSERT INTO document_categories (name) VALUES ('Minutes') RETURNING id`);
    const files = new Map<string, number>();
    for (const [name, type] of [
      ['logo', 'image/png'],
      ['photo', 'image/jpeg'],
      ['attached-pdf', 'application/pdf'],
      ['attached-scan', 'image/png'],
      ['replaced-scan', 'image/jpeg'],
      ['deleted-scan', 'image/png'],
      ['never-attached-pdf', 'application/pdf'],
    ] as const) {
      const [row] = await session.run(
        sql`INSERT INTO stored_files (content, content_type, size, sha256)
            SELECT c, ${type}, octet_length(c), encode(sha256(c), 'hex') FROM (SELECT convert_to(${name}, 'UTF8') AS c) AS v
            RETURNING id`,
      );
      files.set(name, Number(row?.id));
    }
    const id = (name: string) => files.get(name)!;
    await session.run(
      sql`INSERT INTO uploads (user_id, purpose, file_id, file_name, content_type, size) VALUES (${user?.id}, 'complaint_photo', ${id('photo')}, 'photo.jpg', 'image/jpeg', 5)`,
    );
    await session.run(
      sql`INSERT INTO documents (slug, title, category_id, file_id, file_name) VALUES
          ('agenda', 'Agenda', ${category?.id}, ${id('attached-pdf')}, 'agenda.pdf'),
          ('notice', 'Notice', ${category?.id}, ${id('attached-scan')}, 'notice.png')`,
    );
    // The notice's file was replaced; another document, deleted: only the audit log names their files.
    const audit = (action: string, before: object | null, after: object | null) =>
      session.run(
        sql`INSERT INTO audit_log (user_id, action, resource, record_id, before, after)
            VALUES (${user?.id}, ${action}, 'documents', 'x', ${before ? JSON.stringify(before) : null}::jsonb, ${after ? JSON.stringify(after) : null}::jsonb)`,
      );
    await audit('update', { file_id: id('replaced-scan'), title: 'Notice' }, { file_id: id('attached-scan'), title: 'Notice' });
    await audit('delete', { file_id: id('deleted-scan'), title: 'Old notice' }, null);

    await session.migrate(MIGRATIONS);
    const kinds = Object.fromEntries(
      (await session.run(sql`SELECT id, kind FROM stored_files`)).map((row) => [
        [...files].find(([, fileId]) => fileId === Number(row.id))?.[0],
        row.kind,
      ]),
    );
    expect(kinds).toEqual({
      logo: 'image',
      photo: 'upload',
      'attached-pdf': 'document',
      'attached-scan': 'document',
      'replaced-scan': 'document',
      'deleted-scan': 'document',
      'never-attached-pdf': 'document',
    });
    // From now on every row says what it is.
    await expect(
      session.run(sql`INSERT INTO stored_files (content, content_type, size, sha256) VALUES ('\\x00', 'image/png', 1, ${'0'.repeat(64)})`),
    ).rejects.toThrow();
    await expect(
      session.run(
        sql`INSERT INTO stored_files (content, content_type, size, sha256, kind) VALUES ('\\x00', 'image/png', 1, ${'0'.repeat(64)}, 'video')`,
      ),
    ).rejects.toThrow();
  } finally {
    await session.close();
  }
});
