import { useSearchParams } from 'react-router';

import { pageFrom } from '@portal/shared';

export type CaseFilters = { page: number; status?: string; type?: string; search?: string };

/** Page, status, kind and search of a case list, kept in the address so a filtered list can be shared. */
export function useCaseFilters() {
  const [params, setParams] = useSearchParams();
  const filters: CaseFilters = {
    page: pageFrom(params.get('page')),
    status: params.get('status') ?? undefined,
    type: params.get('type') ?? undefined,
    search: params.get('search') ?? undefined,
  };
  const set = (key: Exclude<keyof CaseFilters, 'page'>, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // A new filter starts again from the first page.
    next.delete('page');
    setParams(next);
  };
  return { filters, set };
}
