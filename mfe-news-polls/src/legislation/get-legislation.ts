import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { legislationSchema, listSchema } from '@portal/shared/contracts';

export const legislationKeys = {
  all: ['legislation'] as const,
  list: () => [...legislationKeys.all, 'list'] as const,
  detail: (id: number) => [...legislationKeys.all, 'detail', id] as const,
};

export function legislationQuery(api: ApiClient) {
  return queryOptions({
    queryKey: legislationKeys.list(),
    queryFn: ({ signal }) => api.get('/legislation/', { schema: listSchema(legislationSchema), signal }),
  });
}

export function legislationItemQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: legislationKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/legislation/${id}/`, { schema: legislationSchema, signal }),
  });
}
