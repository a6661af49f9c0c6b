import { sql } from 'drizzle-orm';
import { boolean, check, customType, integer, jsonb, type AnyPgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';

import type { Translations } from '../lib/content-language';

// The columns every schema file shares, defined once.

const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);

/**
 * A `timestamp with time zone` read with pg's own parser, which takes every year PostgreSQL writes
 * (`new Date(text)` reads the years 0 to 99 as 1900 to 2049, and some not at all), so whatever the
 * database holds is served back as it is. Written as an ISO string, which keeps years below 1000.
 */
export const timestamptz = customType<{ data: Date; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  toDriver: (value) => value.toISOString(),
  fromDriver: (value) => (typeof value === 'string' ? (parseTimestamptz(value) as Date) : value),
});

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () =>
  timestamptz('created_at')
    .notNull()
    .default(sql`now()`);
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .default(sql`now()`);
export const isActive = () => boolean('is_active').notNull().default(true);
/** Lower first, for lists a configuration screen arranges by hand; ties fall back to each list's own order. */
export const sortOrder = () => integer('sort_order').notNull().default(0);

/** The versions of a table's translatable fields in each other language the portal speaks; `{}` when none. */
export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});

/** `column IN ('a', 'b')` from a contract's list, so the database and the API agree on values. */
export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`);
}

/** Lower-case words joined by single hyphens: what appears in the portal's URLs. */
export function slugShape(table: string, column: AnyPgColumn) {
  return check(`${table}_slug_shape`, sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`);
}
