import { useParams, useSearchParams } from 'react-router';

import type { ConfigResource } from '@portal/shared/contracts';

// Where each screen of a resource is, as docs/product-rules.md#routes names them: `{path}/{id}` or
// `{path}/update/{slug}`, and for nested ones the parent in the path or the query.

export function itemKey(resource: ConfigResource, item: Record<string, unknown>): string {
  return String(resource.key === 'slug' ? item.slug : item.id);
}

/** The list, of one parent's items when one is given: `{path}/{parent}` or `{path}?{field}={parent}`. */
export function listPath(resource: ConfigResource, parent?: string): string {
  if (!resource.parent || !parent) return resource.path;
  return resource.parentInPath ? `${resource.path}/${parent}` : `${resource.path}?${resource.parent.field}=${parent}`;
}

export function createPath(resource: ConfigResource, parent?: string): string {
  if (!resource.parent || !parent) return `${resource.path}/create`;
  return resource.parentInPath ? `${resource.path}/${parent}/create` : `${resource.path}/create?${resource.parent.field}=${parent}`;
}

export function editPath(resource: ConfigResource, item: Record<string, unknown>): string {
  const base = resource.parentInPath && resource.parent ? `${resource.path}/${String(item[resource.parent.field])}` : resource.path;
  return `${base}/${resource.editPrefix}${encodeURIComponent(itemKey(resource, item))}`;
}

/** The parent the address names, from the path or the query; '' when none. */
export function useParentParam(resource: ConfigResource): string {
  const { parent } = useParams();
  const [searchParams] = useSearchParams();
  if (!resource.parent) return '';
  return parent ?? searchParams.get(resource.parent.field) ?? '';
}
