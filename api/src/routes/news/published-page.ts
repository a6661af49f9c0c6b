import { and, desc, eq, sql } from 'drizzle-orm';

import type { Page, PageQuery } from '@portal/shared/contracts';

import type { Db } from '../../db/client';
import { news, type NewsRow } from '../../db/schema';
import type { Reading } from '../../lib/content-language';
import { containsPattern, matchesAny, pageTotal, selectPage } from '../../lib/pagination';

/** Some of the news table's columns, each under its own name. */
type NewsColumns = { [K in keyof NewsRow]?: (typeof news)[K] };

/**
 * A page of published news, newest first, where `search` matches title or summary: `columns` of each
 * item, as `toItem` turns them out. The portal's busiest public queries, so each is built once and
 * prepared once per connection under `name`: PostgreSQL then neither parses nor plans it per request.
 * Without a search the pattern is `%%`, which every title matches (titles and summaries are never null).
 * Prepared on first use: registering routes needs no database (the OpenAPI test registers them without one).
 */
export function publishedNewsPages<C extends NewsColumns, T>(
  getDb: () => Db,
  name: string,
  columns: C,
  toItem: (row: Pick<NewsRow, keyof C & keyof NewsRow>, reading: Reading) => T,
): (query: PageQuery, reading: Reading) => Promise<Page<T>> {
  let prepared: ReturnType<typeof prepare> | undefined;
  function prepare(db: Db) {
    return db
      .select({ ...columns, total: pageTotal })
      .from(news)
      .where(and(eq(news.isPublished, true), matchesAny([news.title, news.summary], sql.placeholder('pattern'))))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }
  return (query, reading) => {
    const statement = (prepared ??= prepare(getDb()));
    const pattern = containsPattern(query.search ?? '');
    // Each column is the table's own under its own name, so a row is that much of the table's row.
    const rows = (window: { limit: number; offset: number }) =>
      statement.execute({ pattern, ...window }) as Promise<Array<Pick<NewsRow, keyof C & keyof NewsRow> & { total: number }>>;
    return selectPage(query, rows, (row) => toItem(row, reading));
  };
}
