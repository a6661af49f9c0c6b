import { z } from 'zod/mini';

import { CONFIG_SCHEMAS, MAX_ID, pageQuerySchema, type ConfigResourceName } from '@portal/shared/contracts';

import { apiError, type MessageId, type MessageValues } from '../i18n';
import type { BoundResource } from './bind-resource';
import { anItem } from './words';

/** An id in a path or query (the contract's idSchema), refused with the API's own message for anything else. */
function idWith(id: MessageId, values?: MessageValues) {
  const error = apiError(id, values);
  return z.coerce.number({ error }).check(z.int({ error }), z.positive({ error }), z.lte(MAX_ID, { error }));
}

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
    ordering: z.optional(z.enum(allowed, { error: apiError('configuration.ordering', { orderings: allowed.join(', ') }) })),
    ...(bound.parent ? { [bound.parent.field]: z.optional(idWith('configuration.parentById', { item: anItem(bound.parent.name) })) } : {}),
  });
}

export function keyParamsSchema(bound: BoundResource) {
  const key = bound.resource.key;
  return z.strictObject({
    [key]: key === 'id' ? idWith('configuration.notAnId') : z.string().check(z.minLength(1), z.maxLength(100)),
  });
}

/**
 * The item and the bodies of a resource. Its `translations` (when its words have versions) take
 * each language's version of its translatable fields only, each field with its own rules: the
 * language and the completeness of a version are checked on write (write.ts).
 */
export function schemasOf(bound: BoundResource) {
  const { item, input } = CONFIG_SCHEMAS[bound.resource.name as ConfigResourceName];
  let body = input as z.ZodMiniObject;
  if (bound.translatable.length > 0) {
    const shape = body.shape as Record<string, z.ZodMiniType>;
    const version = z.partial(z.strictObject(Object.fromEntries(bound.translatable.map((field) => [field, shape[field]!]))));
    // Extended, the body is another schema: the rules across its fields, described on the contract's, stay described.
    const described = z.globalRegistry.get(body);
    body = z.extend(body, {
      translations: z.optional(z.record(z.string().check(z.maxLength(40, 'contract.common.maxLength.40')), version)),
    });
    if (described) body.register(z.globalRegistry, described);
  }
  return { item: item as z.ZodMiniObject, input: body, update: z.partial(body) };
}
