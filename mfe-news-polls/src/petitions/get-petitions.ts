import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { listSchema, petitionSchema } from '@portal/shared/contracts';

export const petitionKeys = {
  all: ['petitions'] as const,
  list: () => [...petitionKeys.all, 'list'] as const,
  detail: (id: number) => [...petitionKeys.all, 'detail', id] as const,
};

export function petitionListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: petitionKeys.list(),
    queryFn: ({ signal }) => api.get('/petitions/', { schema: listSchema(petitionSchema), signal }),
  });
}

export function petitionQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: petitionKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/petitions/${id}/`, { schema: petitionSchema, signal }),
  });
}
