import { queryOptions } from '@tanstack/react-query';
import { donationSchema, pageSchema, type ApiClient } from '@portal/shared';

const donationPageSchema = pageSchema(donationSchema);

export const donationKeys = {
  all: ['donations'] as const,
  mine: (page: number) => [...donationKeys.all, 'mine', { page }] as const,
};

export function myDonationsQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: donationKeys.mine(page),
    queryFn: ({ signal }) => api.get('/donations/', { query: { page }, schema: donationPageSchema, signal }),
  });
}
