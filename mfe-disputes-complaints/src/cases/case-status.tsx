import { StatusTag, useLabels, type LabelList, type StatusTone } from '@portal/shared';
import { APPEAL_STATUSES, COMPLAINT_STATUSES, DISPUTE_STATUSES } from '@portal/shared/contracts';

type Statuses<S extends readonly string[]> = {
  /** The list of the kit's labels the statuses are named from (`label('complaintStatus', status)`). */
  list: Extract<LabelList, 'complaintStatus' | 'disputeStatus' | 'appealStatus'>;
  values: S;
  tones: Record<S[number], StatusTone>;
};

/**
 * Every status of a case as a resident reads it, and its colour: just received (info), being
 * worked on (pending), decided for the resident (success), decided against (error).
 */
export const COMPLAINT_STATUS: Statuses<typeof COMPLAINT_STATUSES> = {
  list: 'complaintStatus',
  values: COMPLAINT_STATUSES,
  tones: { submitted: 'info', in_progress: 'pending', resolved: 'success', rejected: 'error' },
};
export const DISPUTE_STATUS: Statuses<typeof DISPUTE_STATUSES> = {
  list: 'disputeStatus',
  values: DISPUTE_STATUSES,
  tones: { submitted: 'info', under_review: 'pending', upheld: 'success', rejected: 'error' },
};
export const APPEAL_STATUS: Statuses<typeof APPEAL_STATUSES> = {
  list: 'appealStatus',
  values: APPEAL_STATUSES,
  tones: { submitted: 'info', under_review: 'pending', upheld: 'success', dismissed: 'error' },
};

export type CaseStatuses = Statuses<readonly string[]>;

/** Each status of a kind of case by its label in the page's language, in the contract's order. */
export function useStatusLabels(statuses: CaseStatuses): Record<string, string> {
  const label = useLabels() as (list: CaseStatuses['list'], status: string) => string;
  return Object.fromEntries(statuses.values.map((status) => [status, label(statuses.list, status)]));
}

/** A case's status as a coloured tag. */
export function CaseStatus({ statuses, status }: { statuses: CaseStatuses; status: string }) {
  const labels = useStatusLabels(statuses);
  return <StatusTag tone={statuses.tones[status] ?? 'neutral'}>{labels[status] ?? status}</StatusTag>;
}
