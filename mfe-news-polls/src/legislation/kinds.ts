import type { Legislation } from '@portal/shared/contracts';

export const KIND_LABELS: Record<Legislation['kind'], string> = { ordinance: 'Ordinance', resolution: 'Resolution', bylaw: 'Bylaw' };
