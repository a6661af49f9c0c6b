import type { ConfigResource } from '@portal/shared';

/** Where an item's edit screen is: `{path}/{id}` or `{path}/update/{slug}`, as SPEC §2 names them. */
export function editPath(resource: ConfigResource, item: Record<string, unknown>): string {
  return `${resource.path}/${resource.editPrefix}${encodeURIComponent(itemKey(resource, item))}`;
}

export function itemKey(resource: ConfigResource, item: Record<string, unknown>): string {
  return String(resource.key === 'slug' ? item.slug : item.id);
}

export const createPath = (resource: ConfigResource) => `${resource.path}/create`;
