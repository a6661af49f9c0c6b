import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { listSchema, pollSchema } from '@portal/shared/contracts';

export const pollKeys = {
  all: ['polls'] as const,
  list: () => [...pollKeys.all, 'list'] as const,
  detail: (slug: string) => [...pollKeys.all, 'detail', slug] as const,
};

export function pollListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: pollKeys.list(),
    queryFn: ({ signal }) => api.get('/polls/', { schema: listSchema(pollSchema), signal }),
  });
}

export function pollQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: pollKeys.detail(slug),
    queryFn: ({ signal }) => api.get(`/polls/${encodeURIComponent(slug)}/`, { schema: pollSchema, signal }),
  });
}
