import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { documentCategorySchema, documentSchema, listSchema, pageSchema } from '@portal/shared/contracts';

const documentPageSchema = pageSchema(documentSchema);
export type DocumentFilters = { page: number; search?: string; category?: number; subcategory?: number };

export const documentKeys = {
  all: ['documents'] as const,
  categories: () => [...documentKeys.all, 'categories'] as const,
  list: (filters: DocumentFilters) => [...documentKeys.all, 'list', filters] as const,
};

export function documentCategoriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: documentKeys.categories(),
    queryFn: ({ signal }) => api.get('/documents/categories/', { schema: listSchema(documentCategorySchema), signal }),
    staleTime: 5 * 60_000,
  });
}

export function documentListQuery(api: ApiClient, filters: DocumentFilters) {
  return queryOptions({
    queryKey: documentKeys.list(filters),
    queryFn: ({ signal }) => api.get('/documents/', { query: filters, schema: documentPageSchema, signal }),
  });
}
