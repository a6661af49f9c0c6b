import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { searchStatement } from '../src/db/search';
import { SEARCH_SOURCES, searchIndexDdl } from '../src/db/search-sources';
import { startTestApp, type TestContext } from './helpers';

// The expression indexes the API README proposes for search (searchIndexDdl), made in this test's
// database only: each must be one the planner can use for its source's match, that is, its
// expression and predicate are exactly those of the search's query.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  for (const ddl of searchIndexDdl()) await ctx.app.db.execute(sql.raw(ddl));
});
afterAll(() => ctx?.close());

it('backs every source of the search with its own index', async () => {
  const plan = await ctx.app.db.transaction(async (tx) => {
    // The demo tables are small enough to scan; forbid it to see which indexes fit the query.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = await tx.execute(sql`EXPLAIN ${searchStatement('water', { signedIn: true, now: new Date() }, { limit: 10, offset: 0 })}`);
    return (result as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n');
  });
  const tables = [...new Set(SEARCH_SOURCES.map((source) => source.table))];
  expect(tables).toHaveLength(SEARCH_SOURCES.length);
  for (const table of tables) expect(plan, `${table}_search_idx in\n${plan}`).toContain(`${table}_search_idx`);
});
