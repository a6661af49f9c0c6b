import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { newsHeadlineSchema, newsItemSchema, pageSchema, type PageQuery } from '@portal/shared/contracts';

const headlinePageSchema = pageSchema(newsHeadlineSchema);
export type NewsListParams = Pick<PageQuery, 'page' | 'search'> & { page_size?: number };

export const newsKeys = {
  all: ['news'] as const,
  list: (params: NewsListParams) => [...newsKeys.all, 'list', params] as const,
  detail: (slug: string) => [...newsKeys.all, 'detail', slug] as const,
};

/** A page of headlines: lists show no bodies, so they ask for none. */
export function newsListQuery(api: ApiClient, params: NewsListParams) {
  return queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) => api.get('/headlines/', { query: params, schema: headlinePageSchema, signal }),
  });
}

export function newsArticleQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: newsKeys.detail(slug),
    queryFn: ({ signal }) => api.get(`/news/${encodeURIComponent(slug)}/`, { schema: newsItemSchema, signal }),
  });
}
