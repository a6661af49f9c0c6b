import { pageQuerySchema } from './pagination';
import { z } from './zod-config';

export const COMPLAINT_STATUSES = ['submitted', 'in_progress', 'resolved', 'rejected'] as const;
export const COMPLAINT_STATUS_LABELS: Record<(typeof COMPLAINT_STATUSES)[number], string> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  resolved: 'Resolved',
  rejected: 'Rejected',
};

export const complaintSchema = z.object({
  id: z.number().check(z.int()),
  reference: z.string(),
  complaint_type: z.string(),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  created_at: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** The statuses that count as open: still being worked on. */
export const OPEN_COMPLAINT_STATUSES = ['submitted', 'in_progress'] as const satisfies readonly (typeof COMPLAINT_STATUSES)[number][];

/**
 * The caller's complaints: a page, optionally only the open ones (`open=true`) or only the closed
 * ones (`open=false`). Query strings are text, so the flag is the words, not a boolean.
 */
export const complaintListQuerySchema = z.extend(pageQuerySchema, {
  open: z.optional(z.enum(['true', 'false'], { error: 'contract.query.trueOrFalse' })),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuerySchema>;
