import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { listSchema, projectSchema } from '@portal/shared/contracts';

export const projectKeys = {
  all: ['projects'] as const,
  list: (type?: string) => [...projectKeys.all, 'list', { type: type ?? null }] as const,
};

export function projectsQuery(api: ApiClient, type?: string) {
  return queryOptions({
    queryKey: projectKeys.list(type),
    queryFn: ({ signal }) => api.get('/projects/', { query: { type }, schema: listSchema(projectSchema), signal }),
  });
}
