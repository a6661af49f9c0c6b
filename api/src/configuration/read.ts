import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Page, PageQuery } from '@portal/shared/contracts';

import type { Db } from '../db/client';
import { pageTotal, searchFilter, selectPage } from '../lib/pagination';
import type { Serialised } from './audit';
import type { BoundResource } from './bind-resource';

export type KeyValue = number | string;
export type ListQuery = PageQuery & { ordering?: string | undefined } & Record<string, unknown>;

/** A selected row as the API speaks it: the binding's field names, dates as ISO strings. */
export function serialise(row: Record<string, unknown>): Serialised {
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [field, value instanceof Date ? value.toISOString() : value]));
}

/** `name` / `-name` → ORDER BY, text case-insensitively, then by id so pages never overlap. */
function orderBy(bound: BoundResource, ordering: string): SQL[] {
  const descending = ordering.startsWith('-');
  const column = bound.binding.columns[descending ? ordering.slice(1) : ordering];
  if (!column) throw new Error(`unknown ordering ${ordering} for ${bound.resource.name}`);
  const expression = column.dataType === 'string' ? sql`lower(${column})` : sql`${column}`;
  const id = bound.binding.columns.id as PgColumn;
  return [descending ? desc(expression) : asc(expression), descending ? desc(id) : asc(id)];
}

export async function listItems(db: Db, bound: BoundResource, query: ListQuery): Promise<Page<Serialised>> {
  const { binding, resource, parent } = bound;
  const parentId = parent ? query[parent.field] : undefined;
  const where = and(
    searchFilter(
      query.search,
      resource.search.map((field) => binding.columns[field] as PgColumn),
    ),
    parent && typeof parentId === 'number' ? eq(parent.column, parentId) : undefined,
  );
  return selectPage(
    query,
    ({ limit, offset }) =>
      db
        .select({ item: binding.columns, total: pageTotal })
        .from(binding.table)
        .where(where)
        .orderBy(...orderBy(bound, query.ordering ?? resource.defaultOrdering))
        .limit(limit)
        .offset(offset),
    (row) => serialise(row.item),
  );
}

/** One item by its key, or null; `forUpdate` locks the row for the rest of the transaction. */
export async function findItem(db: Db, bound: BoundResource, key: KeyValue, forUpdate = false): Promise<Serialised | null> {
  const query = db.select(bound.binding.columns).from(bound.binding.table).where(eq(bound.keyColumn, key)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? serialise(row) : null;
}

/** The record of a single resource (the organization), or null before it has been entered. */
export async function findSingle(db: Db, bound: BoundResource): Promise<Serialised | null> {
  const [row] = await db.select(bound.binding.columns).from(bound.binding.table).orderBy(bound.keyColumn).limit(1);
  return row ? serialise(row) : null;
}
