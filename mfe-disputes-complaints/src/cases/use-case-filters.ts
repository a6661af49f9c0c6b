import { useSearchParams } from 'react-router';

export type CaseFilters = { page: number; status?: string; type?: string };

/** Page, status and kind of a case list, kept in the address so a filtered list can be shared. */
export function useCaseFilters() {
  const [params, setParams] = useSearchParams();
  const filters: CaseFilters = {
    page: Number(params.get('page')) || 1,
    status: params.get('status') ?? undefined,
    type: params.get('type') ?? undefined,
  };
  const set = (key: keyof CaseFilters, value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, String(value));
    else next.delete(key);
    // A new filter starts again from the first page.
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  return { filters, set };
}
