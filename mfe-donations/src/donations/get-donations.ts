import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@portal/shared';
import { donationDetailSchema, donationReturnSchema, donationSchema, pageSchema } from '@portal/shared/contracts';

const donationPageSchema = pageSchema(donationSchema);

export const donationKeys = {
  all: ['donations'] as const,
  mine: () => [...donationKeys.all, 'mine'] as const,
  minePage: (page: number) => [...donationKeys.mine(), { page }] as const,
  one: (reference: string) => [...donationKeys.all, 'one', reference] as const,
  returned: (sessionId: string, action: 'look' | 'cancel') => [...donationKeys.all, 'return', sessionId, action] as const,
};

export function myDonationsQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: donationKeys.minePage(page),
    queryFn: ({ signal }) => api.get('/donations/', { query: { page }, schema: donationPageSchema, signal }),
  });
}

/** One of the person's donations with what its receipt prints. */
export function donationQuery(api: ApiClient, reference: string) {
  return queryOptions({
    queryKey: donationKeys.one(reference),
    queryFn: ({ signal }) => api.get(`/donations/${encodeURIComponent(reference)}/`, { schema: donationDetailSchema, signal }),
  });
}

/**
 * What the API knows about the payment the provider sent the person back from: looking settles a
 * pending donation with the provider; cancelling ends the checkout unless it was paid meanwhile.
 */
export function returnedDonationQuery(api: ApiClient, sessionId: string, action: 'look' | 'cancel') {
  const path = `/donations/return/${encodeURIComponent(sessionId)}/`;
  return queryOptions({
    queryKey: donationKeys.returned(sessionId, action),
    queryFn: ({ signal }) =>
      action === 'cancel'
        ? api.post(`${path}cancel/`, undefined, { schema: donationReturnSchema, signal })
        : api.get(path, { schema: donationReturnSchema, signal }),
    retry: (failures, error) => failures < 2 && (error as { status?: number }).status !== 404,
  });
}
