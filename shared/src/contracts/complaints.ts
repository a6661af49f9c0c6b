import { z } from 'zod';

export const COMPLAINT_STATUSES = ['submitted', 'in_progress', 'resolved', 'rejected'] as const;
export const COMPLAINT_STATUS_LABELS: Record<(typeof COMPLAINT_STATUSES)[number], string> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  resolved: 'Resolved',
  rejected: 'Rejected',
};

export const complaintSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  complaint_type: z.string(),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  created_at: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;
