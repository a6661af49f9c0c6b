import { ilike, or, type SQL } from 'drizzle-orm';
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

/** Case-insensitive substring match over any of the columns; undefined when there is no search. */
export function searchFilter(search: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!search) return undefined;
  // LIKE's wildcards in the user's text are literal characters to them.
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
