import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { donationCauseSchema, listSchema } from '@portal/shared/contracts';

const causeListSchema = listSchema(donationCauseSchema);

export const causeKeys = {
  all: ['donation-causes'] as const,
  open: () => [...causeKeys.all, 'open'] as const,
  one: (slug: string) => [...causeKeys.all, 'one', slug] as const,
};

/** The causes and campaigns open for donations, with their progress. */
export function openCausesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: causeKeys.open(),
    queryFn: ({ signal }) => api.get('/donation-causes/', { schema: causeListSchema, signal }),
  });
}
