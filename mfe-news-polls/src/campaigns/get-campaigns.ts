import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { campaignSchema, listSchema } from '@portal/shared/contracts';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
};

export function campaignsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: ({ signal }) => api.get('/campaigns/', { schema: listSchema(campaignSchema), signal }),
  });
}
