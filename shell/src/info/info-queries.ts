import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import type { ApiClient } from '@portal/shared';
import {
  chatGroupSchema,
  councilMemberSchema,
  emergencyCategoryDetailSchema,
  emergencyCategorySchema,
  emergencyContactSchema,
  emergencySubcategoryDetailSchema,
} from '@portal/shared/contracts';

/** /emergencies, as its heading, breadcrumbs and home's shortcut name it: an id of the shell's catalogs. */
export const EMERGENCY_GUIDES = 'title.emergencies';

/** Public reference content: it changes rarely, so it is kept for a few minutes. */
const STALE_MS = 5 * 60_000;

export const infoKeys = {
  chatGroups: (channel: string) => ['info', 'chat-groups', channel] as const,
  emergencyContacts: ['info', 'emergency-contacts'] as const,
  emergencyCategories: ['info', 'emergencies'] as const,
  emergencyCategory: (slug: string) => ['info', 'emergencies', slug] as const,
  emergencySubcategory: (category: string, slug: string) => ['info', 'emergencies', category, slug] as const,
  councilMembers: ['info', 'council-members'] as const,
};

export function chatGroupsQuery(api: ApiClient, channel: 'community_chat' | 'telegram') {
  return queryOptions({
    queryKey: infoKeys.chatGroups(channel),
    queryFn: ({ signal }) => api.get('/support/chat-groups/', { query: { channel }, schema: z.array(chatGroupSchema), signal }),
    staleTime: STALE_MS,
  });
}

export function emergencyContactsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: infoKeys.emergencyContacts,
    queryFn: ({ signal }) => api.get('/support/emergency-contacts/', { schema: z.array(emergencyContactSchema), signal }),
    staleTime: STALE_MS,
  });
}

export function emergencyCategoriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: infoKeys.emergencyCategories,
    queryFn: ({ signal }) => api.get('/emergencies/', { schema: z.array(emergencyCategorySchema), signal }),
    staleTime: STALE_MS,
  });
}

export function emergencyCategoryQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: infoKeys.emergencyCategory(slug),
    queryFn: ({ signal }) => api.get(`/emergencies/${encodeURIComponent(slug)}/`, { schema: emergencyCategoryDetailSchema, signal }),
    staleTime: STALE_MS,
  });
}

export function emergencySubcategoryQuery(api: ApiClient, category: string, slug: string) {
  return queryOptions({
    queryKey: infoKeys.emergencySubcategory(category, slug),
    queryFn: ({ signal }) =>
      api.get(`/emergencies/${encodeURIComponent(category)}/${encodeURIComponent(slug)}/`, {
        schema: emergencySubcategoryDetailSchema,
        signal,
      }),
    staleTime: STALE_MS,
  });
}

export function councilMembersQuery(api: ApiClient) {
  return queryOptions({
    queryKey: infoKeys.councilMembers,
    queryFn: ({ signal }) => api.get('/council-members/', { schema: z.array(councilMemberSchema), signal }),
    staleTime: STALE_MS,
  });
}
