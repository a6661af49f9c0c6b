import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import type { ApiClient } from '@portal/shared';
import { detailSchema, propertySchema, referenceItemSchema, suburbSchema } from '@portal/shared/contracts';

export const accountKeys = {
  properties: ['account', 'properties'] as const,
  property: (id: number) => ['account', 'properties', id] as const,
  reference: (kind: string, params?: object) => ['reference', kind, params ?? {}] as const,
  resetLink: (uid: string, token: string) => ['account', 'reset-link', uid, token] as const,
  confirmationLink: (uid: string, token: string) => ['account', 'confirmation-link', uid, token] as const,
};

const linkPath = (uid: string, token: string) => `${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`;

/** A mailed link checked before its form shows: an error is the answer, so it is not retried. */
export function resetLinkQuery(api: ApiClient, uid: string, token: string) {
  return queryOptions({
    queryKey: accountKeys.resetLink(uid, token),
    queryFn: ({ signal }) => api.get(`/auth/reset-password/${linkPath(uid, token)}`, { schema: detailSchema, signal }),
    retry: false,
    staleTime: Infinity,
  });
}

export function confirmationLinkQuery(api: ApiClient, uid: string, token: string) {
  return queryOptions({
    queryKey: accountKeys.confirmationLink(uid, token),
    queryFn: ({ signal }) => api.get(`/auth/register/confirm/${linkPath(uid, token)}`, { schema: detailSchema, signal }),
    retry: false,
    staleTime: Infinity,
  });
}

export function propertiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.properties,
    queryFn: ({ signal }) => api.get('/users/properties/', { schema: z.array(propertySchema), signal }),
  });
}

export function propertyQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: accountKeys.property(id),
    queryFn: ({ signal }) => api.get(`/users/properties/${id}/`, { schema: propertySchema, signal }),
  });
}

/** Reference lists change rarely: keep them for the session. */
export function referenceQuery(api: ApiClient, kind: 'towns' | 'water-meter-types' | 'electrical-meter-types') {
  return queryOptions({
    queryKey: accountKeys.reference(kind),
    queryFn: ({ signal }) => api.get(`/reference/${kind}/`, { schema: z.array(referenceItemSchema), signal }),
    staleTime: Infinity,
  });
}

export function suburbsQuery(api: ApiClient, townId: number | null) {
  return queryOptions({
    queryKey: accountKeys.reference('suburbs', { townId }),
    queryFn: ({ signal }) => api.get('/reference/suburbs/', { query: { town_id: townId }, schema: z.array(suburbSchema), signal }),
    enabled: townId !== null,
    staleTime: Infinity,
  });
}
