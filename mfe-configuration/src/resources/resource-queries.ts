import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { configItemSchema, configPageSchema, type ConfigResourceName } from '@portal/shared/contracts';

export type ListParams = { page: number; search: string; ordering: string; parent: string };

export const resourceKeys = {
  all: (name: ConfigResourceName) => ['configuration', name] as const,
  list: (name: ConfigResourceName, params: ListParams) => [...resourceKeys.all(name), 'list', params] as const,
  one: (name: ConfigResourceName, key: string) => [...resourceKeys.all(name), 'one', key] as const,
  options: (name: ConfigResourceName) => [...resourceKeys.all(name), 'options'] as const,
};

/** The list's address, or one item's; a single record's key is '' (it lives at the list's address). */
export const resourceUrl = (name: ConfigResourceName, key?: string) => `/configuration/${name}/${key ? `${encodeURIComponent(key)}/` : ''}`;

export function resourceListQuery(api: ApiClient, name: ConfigResourceName, params: ListParams, parentField?: string) {
  return queryOptions({
    queryKey: resourceKeys.list(name, params),
    queryFn: ({ signal }) =>
      api.get(resourceUrl(name), {
        query: {
          page: params.page,
          ...(params.search ? { search: params.search } : {}),
          ...(params.ordering ? { ordering: params.ordering } : {}),
          ...(parentField && params.parent ? { [parentField]: params.parent } : {}),
        },
        schema: configPageSchema(name),
        signal,
      }),
  });
}

/** Every item of a (small) resource, for the options of a reference field. */
export function resourceOptionsQuery(api: ApiClient, name: ConfigResourceName) {
  return queryOptions({
    queryKey: resourceKeys.options(name),
    queryFn: ({ signal }) => api.get(resourceUrl(name), { query: { page_size: 100 }, schema: configPageSchema(name), signal }),
  });
}

export function resourceItemQuery(api: ApiClient, name: ConfigResourceName, key: string) {
  return queryOptions({
    queryKey: resourceKeys.one(name, key),
    queryFn: ({ signal }) => api.get(resourceUrl(name, key), { schema: configItemSchema(name), signal }),
  });
}
