import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { searchStatement } from '../src/db/search';
import { SEARCH_SOURCES } from '../src/db/search-sources';
import { startTestApp, type TestContext } from './helpers';

// The search's stored vectors and their indexes come from the migrations (drizzle/0014_search_vectors.sql,
// written from searchIndexDdl()). Each must be one the planner uses for its source's match: an
// index whose expression or predicate drifted from the query's is ignored, and this fails.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

it('has one search index per source, made by the migrations', async () => {
  const tables = [...new Set(SEARCH_SOURCES.map((source) => source.table))];
  expect(tables).toHaveLength(SEARCH_SOURCES.length);
  const indexes = rowsOf(
    await ctx.app.db.execute(sql`SELECT tablename, indexname FROM pg_indexes WHERE indexname LIKE '%\_search\_idx' ORDER BY indexname`),
  );
  expect(indexes).toEqual(
    tables.map((table) => ({ tablename: table, indexname: `${table}_search_idx` })).sort((a, b) => a.indexname.localeCompare(b.indexname)),
  );
});

it('backs every source of the search with its own index', async () => {
  let plan = '';
  await ctx.app.db
    .transaction(async (tx) => {
      // The demo tables are small enough to scan, or to read through another index and filter on the
      // stored vector; forbid the one and drop the others (rolled back) to see which indexes fit the query.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const others = rowsOf(
        await tx.execute(
          sql`SELECT indexname FROM pg_indexes WHERE tablename IN (${sql.join(
            SEARCH_SOURCES.map((source) => sql`${source.table}`),
            sql`, `,
          )}) AND indexname NOT LIKE '%\_search\_idx' AND indexdef NOT LIKE 'CREATE UNIQUE %'`,
        ),
      );
      for (const { indexname } of others) await tx.execute(sql`DROP INDEX ${sql.identifier(String(indexname))}`);
      const result = await tx.execute(
        sql`EXPLAIN ${searchStatement('water', { signedIn: true, now: new Date() }, { limit: 10, offset: 0 })}`,
      );
      plan = rowsOf(result)
        .map((row) => Object.values(row)[0])
        .join('\n');
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  for (const { table } of SEARCH_SOURCES) expect(plan, `${table}_search_idx in\n${plan}`).toContain(`${table}_search_idx`);
});
