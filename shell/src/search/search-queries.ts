import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { pageSchema, searchResultSchema } from '@portal/shared/contracts';

export type SearchParams = { q: string; page: number; signedIn: boolean };

/** What search finds depends on the session, so whether there is one is part of the key. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => ['search', 'results', params] as const,
};

const resultsPage = pageSchema(searchResultSchema);

export function searchQuery(api: ApiClient, params: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => api.get('/search/', { query: { q: params.q, page: params.page }, schema: resultsPage, signal }),
    staleTime: 60_000,
  });
}
