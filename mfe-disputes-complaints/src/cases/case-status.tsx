import { StatusTag, type StatusTone } from '@portal/shared';
import {
  APPEAL_STATUS_LABELS,
  COMPLAINT_STATUS_LABELS,
  DISPUTE_STATUS_LABELS,
  type APPEAL_STATUSES,
  type COMPLAINT_STATUSES,
  type DISPUTE_STATUSES,
} from '@portal/shared/contracts';

type Statuses<S extends readonly string[]> = { labels: Record<S[number], string>; tones: Record<S[number], StatusTone> };

/**
 * Every status of a case as a resident reads it, and its colour: just received (info), being
 * worked on (pending), decided for the resident (success), decided against (error).
 */
export const COMPLAINT_STATUS: Statuses<typeof COMPLAINT_STATUSES> = {
  labels: COMPLAINT_STATUS_LABELS,
  tones: { submitted: 'info', in_progress: 'pending', resolved: 'success', rejected: 'error' },
};
export const DISPUTE_STATUS: Statuses<typeof DISPUTE_STATUSES> = {
  labels: DISPUTE_STATUS_LABELS,
  tones: { submitted: 'info', under_review: 'pending', upheld: 'success', rejected: 'error' },
};
export const APPEAL_STATUS: Statuses<typeof APPEAL_STATUSES> = {
  labels: APPEAL_STATUS_LABELS,
  tones: { submitted: 'info', under_review: 'pending', upheld: 'success', dismissed: 'error' },
};

export type CaseStatuses = { labels: Record<string, string>; tones: Record<string, StatusTone> };

/** A case's status as a coloured tag. */
export function CaseStatus({ statuses, status }: { statuses: CaseStatuses; status: string }) {
  return <StatusTag tone={statuses.tones[status] ?? 'neutral'}>{statuses.labels[status] ?? status}</StatusTag>;
}
