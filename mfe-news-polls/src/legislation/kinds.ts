import type { Legislation } from '@portal/shared/contracts';

/** Each kind of legislation's name, as a message id. */
export const KIND_LABELS: Record<Legislation['kind'], string> = {
  ordinance: 'legislation.kind.ordinance',
  resolution: 'legislation.kind.resolution',
  bylaw: 'legislation.kind.bylaw',
};
