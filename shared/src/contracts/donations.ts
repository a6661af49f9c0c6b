import { z } from 'zod';

export const DONATION_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'cancelled'] as const;
export const DONATION_STATUS_LABELS: Record<(typeof DONATION_STATUSES)[number], string> = {
  created: 'Created',
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const donationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  cause: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  anonymous: z.boolean(),
  status: z.enum(DONATION_STATUSES),
  created_at: z.string(),
});
export type Donation = z.infer<typeof donationSchema>;
