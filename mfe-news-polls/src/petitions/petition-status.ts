import type { StatusTone } from '@portal/shared';
import type { Petition } from '@portal/shared/contracts';

/** A petition's status as a tag; its words a message id. */
export const PETITION_STATUS: Record<Petition['status'], { label: string; tone: StatusTone }> = {
  open: { label: 'petition.status.open', tone: 'success' },
  closed: { label: 'petition.status.closed', tone: 'neutral' },
};
