import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { searchPageSchema } from '@portal/shared/contracts';

export type SearchParams = { q: string; page: number; signedIn: boolean };

/** What search finds depends on the session, so whether there is one is part of the key. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => ['search', 'results', params] as const,
};

export function searchQuery(api: ApiClient, params: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => api.get('/search/', { query: { q: params.q, page: params.page }, schema: searchPageSchema, signal }),
    staleTime: 60_000,
  });
}
