import { useSearchParams } from 'react-router';

import { pageFrom } from '@portal/shared';

/**
 * A list's search, filters and page live in the address, so a link or a reload shows the same
 * list. Changing anything but the page goes back to page one; the kit's Pager links to the pages.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = (changes: Record<string, string>) =>
    setSearchParams((current) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) current.set(key, value);
        else current.delete(key);
      }
      current.delete('page');
      return current;
    });
  const page = pageFrom(searchParams.get('page'));
  return { searchParams, page, search: searchParams.get('search') ?? '', update };
}
