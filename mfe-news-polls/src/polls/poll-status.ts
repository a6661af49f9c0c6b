import type { StatusTone } from '@portal/shared';
import type { Poll } from '@portal/shared/contracts';

/** A poll's status as a tag: open is the one to act on, upcoming is news, closed is past. */
export const POLL_STATUS: Record<Poll['status'], { label: string; tone: StatusTone }> = {
  open: { label: 'Open', tone: 'success' },
  upcoming: { label: 'Upcoming', tone: 'info' },
  closed: { label: 'Closed', tone: 'neutral' },
};
