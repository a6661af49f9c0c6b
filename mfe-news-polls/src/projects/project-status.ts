import type { StatusTone } from '@portal/shared';
import type { Project } from '@portal/shared/contracts';

/** As docs/content.md colours statuses: planned work is upcoming (info), in progress (pending) as a case's, completed work is done. */
export const PROJECT_STATUS_TONES: Record<Project['status'], StatusTone> = {
  planned: 'info',
  in_progress: 'pending',
  completed: 'success',
};
