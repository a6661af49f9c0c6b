import { z } from 'zod/mini';

import { CONFIG_SCHEMAS, idSchema, pageQuerySchema, withArticle, type ConfigResourceName } from '@portal/shared/contracts';

import type { BoundResource } from './bind-resource';

/** The orderings a list accepts: its sortable fields and its default (`-created_at`: created_at), each either way. */
export function orderings(bound: BoundResource): string[] {
  const { resource } = bound;
  const byDefault = resource.defaultOrdering.replace(/^-/, '');
  const fields = new Set([byDefault, ...resource.fields.filter((f) => 'sortable' in f && f.sortable).map((f) => f.name)]);
  return [...fields].flatMap((field) => [field, `-${field}`]);
}

/** `?page=&page_size=&search=&ordering=`, and the parent's id for nested resources (`?town_id=`). */
export function listQuerySchema(bound: BoundResource) {
  const allowed = orderings(bound) as [string, ...string[]];
  return z.extend(pageQuerySchema, {
    ordering: z.optional(z.enum(allowed, { error: `Order by one of: ${allowed.join(', ')}.` })),
    ...(bound.parent ? { [bound.parent.field]: z.optional(idSchema(`Choose ${withArticle(bound.parent.singular)} by its id.`)) } : {}),
  });
}

export function keyParamsSchema(bound: BoundResource) {
  const key = bound.resource.key;
  return z.strictObject({ [key]: key === 'id' ? idSchema('Not a valid id.') : z.string().check(z.minLength(1), z.maxLength(100)) });
}

export function schemasOf(bound: BoundResource) {
  const { item, input } = CONFIG_SCHEMAS[bound.resource.name as ConfigResourceName];
  return { item: item as z.ZodMiniObject, input: input as z.ZodMiniObject, update: z.partial(input as z.ZodMiniObject) };
}
