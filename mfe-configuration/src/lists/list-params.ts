import { useSearchParams } from 'react-router';

/**
 * A list's search, filters and page live in the address, so a link or a reload shows the same
 * list. Changing anything but the page goes back to page one.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = (changes: Record<string, string>) =>
    setSearchParams((current) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) current.set(key, value);
        else current.delete(key);
      }
      if (!('page' in changes)) current.delete('page');
      return current;
    });
  const page = Number(searchParams.get('page')) || 1;
  return { searchParams, page, search: searchParams.get('search') ?? '', update };
}
