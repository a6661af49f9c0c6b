import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import {
  complaintDetailSchema,
  complaintSchema,
  complaintTypeSchema,
  listSchema,
  pageSchema,
  staffComplaintSchema,
} from '@portal/shared/contracts';

import type { CaseFilters } from '../cases/use-case-filters';

const complaintPageSchema = pageSchema(complaintSchema);

export const complaintKeys = {
  all: ['complaints'] as const,
  list: (page: number) => [...complaintKeys.all, 'list', { page }] as const,
  open: () => [...complaintKeys.all, 'open'] as const,
  detail: (id: number) => [...complaintKeys.all, 'detail', id] as const,
  types: () => [...complaintKeys.all, 'types'] as const,
  staff: (filters: CaseFilters) => [...complaintKeys.all, 'staff', filters] as const,
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

export function complaintQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: complaintKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/complaints/${id}/`, { schema: complaintDetailSchema, signal }),
  });
}

export function complaintTypesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: complaintKeys.types(),
    queryFn: ({ signal }) => api.get('/complaint-types/', { schema: listSchema(complaintTypeSchema), signal }),
    staleTime: 5 * 60_000,
  });
}

/** Staff: every resident's complaints, each with who lodged it, filtered. */
export function staffComplaintsQuery(api: ApiClient, filters: CaseFilters) {
  return queryOptions({
    queryKey: complaintKeys.staff(filters),
    queryFn: ({ signal }) => api.get('/staff/complaints/', { query: filters, schema: pageSchema(staffComplaintSchema), signal }),
  });
}
