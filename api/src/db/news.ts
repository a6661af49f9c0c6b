import { and, desc, eq, or, sql } from 'drizzle-orm';

import type { Page, PageQuery } from '@portal/shared/contracts';

import type { Reading } from '../lib/content-language';
import { containsPattern, matchesAny, pageTotal, selectPage } from '../lib/pagination';
import type { Db } from './client';
import { matchesVersion } from './list-search';
import { news, type NewsRow } from './schema';
import { searchWordsFor, type SearchWords } from './search';

/** Some of the news table's columns, each under its own name. */
type NewsColumns = { [K in keyof NewsRow]?: (typeof news)[K] };

/**
 * A page of published news, newest first, where `search` matches title or summary: `columns` of each
 * item, as `toItem` turns them out. The portal's busiest public queries, so each is built once and
 * prepared once per connection under `name`: PostgreSQL then neither parses nor plans it per request.
 * Without a search the pattern is `%%`, which every title matches (titles and summaries are never null).
 * A search in another language than the default also matches each item's version in it (matchesVersion),
 * with a statement of its own per language (`name_es`).
 * Prepared on first use: registering routes needs no database (the OpenAPI test registers them without one).
 */
export function publishedNewsPages<C extends NewsColumns, T>(
  getDb: () => Db,
  name: string,
  columns: C,
  toItem: (row: Pick<NewsRow, keyof C & keyof NewsRow>, reading: Reading) => T,
): (query: PageQuery, reading: Reading) => Promise<Page<T>> {
  const prepared = new Map<string, ReturnType<typeof prepare>>();
  /** The statement of the default language (`words` null), or of another's words. */
  function prepare(db: Db, words: SearchWords | null) {
    const pattern = sql.placeholder('pattern');
    const written = matchesAny([news.title, news.summary], pattern);
    const matches = words ? or(written, matchesVersion([news.title, news.summary], pattern, sql.placeholder('search'), words)) : written;
    return db
      .select({ ...columns, total: pageTotal })
      .from(news)
      .where(and(eq(news.isPublished, true), matches))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(words?.version ? `${name}_${words.version.replace(/\W/g, '_')}` : name);
  }
  function statementFor(words: SearchWords | null) {
    const key = words?.version ?? '';
    const found = prepared.get(key);
    if (found) return found;
    const made = prepare(getDb(), words);
    prepared.set(key, made);
    return made;
  }
  return (query, reading) => {
    const asked = searchWordsFor(reading);
    // Without a search every item matches, in any language: the default language's statement lists them.
    const words = query.search && asked.version !== null ? asked : null;
    const statement = statementFor(words);
    const pattern = containsPattern(query.search ?? '');
    const search = query.search ?? '';
    // Each column is the table's own under its own name, so a row is that much of the table's row.
    const rows = (window: { limit: number; offset: number }) =>
      statement.execute({ pattern, search, ...window }) as Promise<Array<Pick<NewsRow, keyof C & keyof NewsRow> & { total: number }>>;
    return selectPage(query, rows, (row) => toItem(row, reading));
  };
}

/** One published news item's `columns`, by slug, or null. */
export async function findPublishedNews<C extends NewsColumns>(
  db: Db,
  slug: string,
  columns: C,
): Promise<Pick<NewsRow, keyof C & keyof NewsRow> | null> {
  // Each column is the table's own under its own name, so a row is that much of the table's row.
  const [item] = (await db
    .select(columns)
    .from(news)
    .where(and(eq(news.slug, slug), eq(news.isPublished, true)))
    .limit(1)) as Array<Pick<NewsRow, keyof C & keyof NewsRow>>;
  return item ?? null;
}
