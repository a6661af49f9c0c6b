import { queryOptions } from '@tanstack/react-query';

import { organizationSchema } from '../contracts/organization';
import type { ApiClient } from '../http/create-api-client';

export const organizationKeys = {
  detail: ['info', 'organization'] as const,
};

/**
 * The municipality's name, contacts and texts: the shell's header and footer and a remote's
 * receipt read the same cache entry. It changes rarely, so it is kept for a few minutes.
 */
export function organizationQuery(api: ApiClient) {
  return queryOptions({
    queryKey: organizationKeys.detail,
    queryFn: ({ signal }) => api.get('/organization/', { schema: organizationSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
