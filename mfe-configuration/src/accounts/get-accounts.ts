import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { accountSchema, pageSchema } from '@portal/shared/contracts';

const accountPageSchema = pageSchema(accountSchema);

export type AccountFilters = { page: number; search: string; role: string; active: string };

export const accountKeys = {
  all: ['configuration', 'accounts'] as const,
  list: (filters: AccountFilters) => [...accountKeys.all, 'list', filters] as const,
  one: (id: string) => [...accountKeys.all, 'one', id] as const,
};

export function accountsQuery(api: ApiClient, filters: AccountFilters) {
  return queryOptions({
    queryKey: accountKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get('/configuration/accounts/', {
        query: {
          page: filters.page,
          search: filters.search || undefined,
          role: filters.role || undefined,
          is_active: filters.active || undefined,
        },
        schema: accountPageSchema,
        signal,
      }),
  });
}

export function accountQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: accountKeys.one(id),
    queryFn: ({ signal }) => api.get(`/configuration/accounts/${encodeURIComponent(id)}/`, { schema: accountSchema, signal }),
  });
}
