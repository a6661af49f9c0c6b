import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import {
  appealDetailSchema,
  appealSchema,
  disputeDetailSchema,
  disputeSchema,
  disputeTypeSchema,
  listSchema,
  pageSchema,
  staffAppealSchema,
  staffDisputeSchema,
} from '@portal/shared/contracts';

import type { CaseFilters } from '../cases/use-case-filters';

export const disputeKeys = {
  all: ['disputes'] as const,
  types: () => [...disputeKeys.all, 'types'] as const,
  type: (slug: string) => [...disputeKeys.all, 'types', slug] as const,
  list: (page: number) => [...disputeKeys.all, 'list', { page }] as const,
  staff: (filters: CaseFilters) => [...disputeKeys.all, 'staff', filters] as const,
  detail: (id: number) => [...disputeKeys.all, 'detail', id] as const,
  appeals: (page: number) => [...disputeKeys.all, 'appeals', { page }] as const,
  staffAppeals: (filters: CaseFilters) => [...disputeKeys.all, 'appeals', 'staff', filters] as const,
  appeal: (id: number) => [...disputeKeys.all, 'appeal', id] as const,
};

export function disputeTypesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: disputeKeys.types(),
    queryFn: ({ signal }) => api.get('/dispute-types/', { schema: listSchema(disputeTypeSchema), signal }),
    staleTime: 5 * 60_000,
  });
}

export function disputeTypeQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: disputeKeys.type(slug),
    queryFn: ({ signal }) => api.get(`/dispute-types/${encodeURIComponent(slug)}/`, { schema: disputeTypeSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

export function disputeListQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: disputeKeys.list(page),
    queryFn: ({ signal }) => api.get('/disputes/', { query: { page }, schema: pageSchema(disputeSchema), signal }),
  });
}

export function staffDisputesQuery(api: ApiClient, filters: CaseFilters) {
  return queryOptions({
    queryKey: disputeKeys.staff(filters),
    queryFn: ({ signal }) => api.get('/staff/disputes/', { query: filters, schema: pageSchema(staffDisputeSchema), signal }),
  });
}

export function disputeQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: disputeKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/disputes/${id}/`, { schema: disputeDetailSchema, signal }),
  });
}

export function appealListQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: disputeKeys.appeals(page),
    queryFn: ({ signal }) => api.get('/appeals/', { query: { page }, schema: pageSchema(appealSchema), signal }),
  });
}

export function appealQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: disputeKeys.appeal(id),
    queryFn: ({ signal }) => api.get(`/appeals/${id}/`, { schema: appealDetailSchema, signal }),
  });
}

/** Staff: every resident's appeals, each with who lodged it, filtered (`type` is the dispute's kind). */
export function staffAppealsQuery(api: ApiClient, filters: CaseFilters) {
  return queryOptions({
    queryKey: disputeKeys.staffAppeals(filters),
    queryFn: ({ signal }) => api.get('/staff/appeals/', { query: filters, schema: pageSchema(staffAppealSchema), signal }),
  });
}
