import { desc, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Page, PageQuery } from '@portal/shared/contracts';

export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** The Django REST-style envelope. A page past the end is empty rather than an error. */
export function toPage<T>(query: PageQuery, count: number, results: T[]): Page<T> {
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    next: query.page * query.page_size < count ? query.page + 1 : null,
    previous: query.page > 1 ? query.page - 1 : null,
    results,
  };
}

/**
 * Selected as `total`: on every row of a page, how many rows the query matches. Window functions run
 * before LIMIT and OFFSET, so one query answers both the page and the count.
 */
export const pageTotal = sql<number>`count(*) over ()`.mapWith(Number);

/** A page of `select`, a query whose rows carry `pageTotal` as `total`, as toItem turns them out. */
export async function selectPage<R, T>(
  query: PageQuery,
  select: (window: { limit: number; offset: number }) => Promise<Array<R & { total: number }>>,
  toItem: (row: R) => T,
): Promise<Page<T>> {
  const { limit, offset } = pageWindow(query);
  const rows = await select({ limit, offset });
  // A page past the end has no row to carry the total: only then is the first row asked for.
  const first = rows[0] ?? (offset > 0 ? (await select({ limit: 1, offset: 0 }))[0] : undefined);
  return toPage(query, first?.total ?? 0, rows.map(toItem));
}

/** A select that has not been ordered or windowed yet, answering rows R. */
type UnorderedSelect<R> = PromiseLike<R[]> & {
  orderBy(...columns: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } };
};

/** selectPage, newest first (`created_at`, then id, both descending), of the rows `rows` selects with `pageTotal` as `total`. */
export function selectNewestPage<R extends { total: number }, T>(
  query: PageQuery,
  table: { createdAt: PgColumn; id: PgColumn },
  rows: () => UnorderedSelect<R>,
  toItem: (row: R) => T,
): Promise<Page<T>> {
  return selectPage(
    query,
    async ({ limit, offset }) => rows().orderBy(desc(table.createdAt), desc(table.id)).limit(limit).offset(offset),
    toItem,
  );
}

/** The ILIKE pattern that finds `search` anywhere in a text, ignoring case; '' finds every text. */
export function containsPattern(search: string): string {
  // LIKE's wildcards in the user's text are literal characters to them.
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where any of the columns matches the ILIKE pattern (a value, or a prepared statement's placeholder). */
export function matchesAny(columns: PgColumn[], pattern: string | SQLWrapper): SQL | undefined {
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Case-insensitive substring match over any of the columns; undefined when there is no search. */
export function searchFilter(search: string | undefined, columns: PgColumn[]): SQL | undefined {
  return search ? matchesAny(columns, containsPattern(search)) : undefined;
}
