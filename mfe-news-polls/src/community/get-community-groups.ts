import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { communityGroupSchema, listSchema } from '@portal/shared/contracts';

export const communityKeys = {
  all: ['community'] as const,
  groups: () => [...communityKeys.all, 'groups'] as const,
};

export function communityGroupsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: communityKeys.groups(),
    queryFn: ({ signal }) => api.get('/community-groups/', { schema: listSchema(communityGroupSchema), signal }),
  });
}
