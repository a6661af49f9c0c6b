import type { StatusTone } from '@portal/shared';
import type { Project } from '@portal/shared/contracts';

/** Planned work waits to start, work in progress is under way, completed work is done. */
export const PROJECT_STATUS_TONES: Record<Project['status'], StatusTone> = {
  planned: 'pending',
  in_progress: 'info',
  completed: 'success',
};
