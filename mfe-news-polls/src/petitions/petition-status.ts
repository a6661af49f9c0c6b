import type { StatusTone } from '@portal/shared';
import type { Petition } from '@portal/shared/contracts';

export const PETITION_STATUS: Record<Petition['status'], { label: string; tone: StatusTone }> = {
  open: { label: 'Open', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
};
