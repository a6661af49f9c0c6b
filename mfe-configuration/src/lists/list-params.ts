import { pageFrom, useFilterParams } from '@portal/shared';

/**
 * A list's search, filters and page live in the address, so a link or a reload shows the same
 * list. Changing anything but the page goes back to page one; the kit's Pager links to the pages.
 */
export function useListParams() {
  const { searchParams, update } = useFilterParams();
  const page = pageFrom(searchParams.get('page'));
  return { searchParams, page, search: searchParams.get('search') ?? '', update };
}
