import { queryOptions } from '@tanstack/react-query';
import { complaintSchema, pageSchema, type ApiClient } from '@portal/shared';

const complaintPageSchema = pageSchema(complaintSchema);

export const complaintKeys = {
  all: ['complaints'] as const,
  list: (page: number) => [...complaintKeys.all, 'list', { page }] as const,
  open: () => [...complaintKeys.all, 'open'] as const,
};

export function complaintListQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: complaintKeys.list(page),
    queryFn: ({ signal }) => api.get('/complaints/', { query: { page }, schema: complaintPageSchema, signal }),
  });
}

/** Cases still being handled (submitted or in progress), for the home page. */
export function openComplaintsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: complaintKeys.open(),
    queryFn: ({ signal }) => api.get('/complaints/', { query: { open: true, page_size: 5 }, schema: complaintPageSchema, signal }),
  });
}
