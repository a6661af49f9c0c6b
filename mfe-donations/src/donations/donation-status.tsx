import { StatusTag, type StatusTone } from '@portal/shared';
import { DONATION_STATUS_LABELS, type DonationStatus } from '@portal/shared/contracts';

/** What each status means to the donor: paid is done, awaiting payment waits on them, declined failed. */
const TONES: Record<DonationStatus, StatusTone> = {
  created: 'pending',
  pending: 'pending',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'neutral',
};

export function DonationStatusTag({ status }: { status: DonationStatus }) {
  return <StatusTag tone={TONES[status]}>{DONATION_STATUS_LABELS[status]}</StatusTag>;
}
