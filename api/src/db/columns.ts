import { sql } from 'drizzle-orm';
import { boolean, check, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The columns every schema file shares, defined once.

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const isActive = () => boolean('is_active').notNull().default(true);
/** Lower first, for lists a configuration screen arranges by hand; ties fall back to each list's own order. */
export const sortOrder = () => integer('sort_order').notNull().default(0);

/** `column IN ('a', 'b')` from a contract's list, so the database and the API agree on values. */
export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`);
}

/** Lower-case words joined by single hyphens: what appears in the portal's URLs. */
export function slugShape(table: string, column: AnyPgColumn) {
  return check(`${table}_slug_shape`, sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`);
}
