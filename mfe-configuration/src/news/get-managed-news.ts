import { queryOptions } from '@tanstack/react-query';
import { newsItemSchema, pageSchema, type ApiClient } from '@portal/shared';

const newsPageSchema = pageSchema(newsItemSchema);

export const managedNewsKeys = {
  all: ['configuration', 'news'] as const,
  list: (page: number) => [...managedNewsKeys.all, 'list', { page }] as const,
};

export function managedNewsQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: managedNewsKeys.list(page),
    queryFn: ({ signal }) => api.get('/configuration/news/', { query: { page }, schema: newsPageSchema, signal }),
  });
}
