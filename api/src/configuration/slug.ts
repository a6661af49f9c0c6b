import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import type { BoundResource } from './bind-resource';

export const SLUG_MAX_LENGTH = 80;
/** Words the configuration screens use in their own paths (`/configuration/polls/options`): never a slug alone. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['create', 'update', 'options', 'categories', 'subcategories']);

function cut(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/, '');
}

/** Lower-case ASCII words joined by single hyphens, at most 80 characters; `fallback` when nothing is left. */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cut(slug || slugify(fallback, 'item'), SLUG_MAX_LENGTH);
}

/**
 * The slug for a new item: from its text, with `-2`, `-3`… when taken or reserved. Unique in the table, or
 * within the parent for id-keyed nested resources (`scope`: the parent's id). Under a
 * transaction-scoped advisory lock per table, so two creates at once cannot pick the same one.
 */
export async function uniqueSlug(tx: Db, bound: BoundResource, text: string, scope?: number): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`slug:${bound.tableName}`}))`);
  const column = bound.binding.columns.slug;
  if (!column) throw new Error(`configuration binding of ${bound.resource.name} has no slug column`);
  const within = bound.parent && scope !== undefined && bound.resource.key !== 'slug' ? eq(bound.parent.column, scope) : undefined;
  const base = slugify(text, bound.resource.singular);
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = cut(base, SLUG_MAX_LENGTH - suffix.length) + suffix;
    if (RESERVED_SLUGS.has(candidate)) continue;
    const taken = await tx
      .select({ n: sql`1` })
      .from(bound.binding.table)
      .where(and(eq(column, candidate), within))
      .limit(1);
    if (taken.length === 0) return candidate;
  }
}
