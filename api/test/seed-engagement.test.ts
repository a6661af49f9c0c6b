import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  campaigns,
  communityGroups,
  documentCategories,
  documents,
  documentSubcategories,
  legislation,
  petitions,
  petitionSignatures,
  pollOptions,
  polls,
  pollVotes,
  projects,
  storedFiles,
} from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { startTestApp, type TestContext } from './helpers';
import { TEST_SEED } from './setup/template';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const TABLES: Record<string, PgTable> = {
  polls,
  pollOptions,
  pollVotes,
  petitions,
  petitionSignatures,
  campaigns,
  documentCategories,
  documentSubcategories,
  documents,
  storedFiles,
  communityGroups,
  projects,
  legislation,
};

async function sizes(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => [name, (await ctx.app.db.select({ n: count() }).from(table))[0]?.n ?? 0] as const),
  );
  return Object.fromEntries(entries);
}

describe('engagement demo data', () => {
  it('is seeded with the rest', async () => {
    expect(await sizes()).toEqual({
      polls: 3,
      pollOptions: 9,
      pollVotes: 4,
      petitions: 3,
      petitionSignatures: 0,
      campaigns: 3,
      documentCategories: 3,
      documentSubcategories: 6,
      documents: 11,
      storedFiles: 11,
      communityGroups: 8,
      projects: 9,
      legislation: 6,
    });
    expect(await seedDemoData(ctx.app.db, TEST_SEED)).toBe(false);
  });

  it('comes back group by group into a database that lacks it, without doubling the rest', async () => {
    const seeded = await sizes();
    await ctx.app.db.delete(legislation);
    await ctx.app.db.delete(polls);
    await ctx.app.db.delete(documents);
    await ctx.app.db.delete(storedFiles);
    await ctx.app.db.delete(documentSubcategories);
    await ctx.app.db.delete(documentCategories);
    expect(await seedDemoData(ctx.app.db, TEST_SEED)).toBe(true);
    expect(await sizes()).toEqual(seeded);
    expect(await seedDemoData(ctx.app.db, TEST_SEED)).toBe(false);
  });
});
