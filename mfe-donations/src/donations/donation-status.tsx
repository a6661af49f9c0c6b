import { StatusTag, useLabels, type StatusTone } from '@portal/shared';
import type { DonationStatus } from '@portal/shared/contracts';

/** What each status means to the donor: paid is done, awaiting payment waits on them, declined failed. */
const TONES: Record<DonationStatus, StatusTone> = {
  created: 'pending',
  pending: 'pending',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'neutral',
};

export function DonationStatusTag({ status }: { status: DonationStatus }) {
  const label = useLabels();
  return <StatusTag tone={TONES[status]}>{label('donationStatus', status)}</StatusTag>;
}
