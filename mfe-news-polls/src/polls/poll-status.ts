import type { StatusTone } from '@portal/shared';
import type { Poll } from '@portal/shared/contracts';

/** A poll's status as a tag (its words a message id): open is the one to act on, upcoming is news, closed is past. */
export const POLL_STATUS: Record<Poll['status'], { label: string; tone: StatusTone }> = {
  open: { label: 'poll.status.open', tone: 'success' },
  upcoming: { label: 'poll.status.upcoming', tone: 'info' },
  closed: { label: 'poll.status.closed', tone: 'neutral' },
};
