import { useEffect, useState } from 'react';

import { SearchBox } from '@portal/shared';
import { SEARCH_QUERY_REQUIRED, searchQuerySchema } from '@portal/shared/contracts';

import { useText } from '../text';

export const SEARCH_FIELD_ID = 'search-page-q';

/** The contract's rule for `q`, as the API applies it, so that a bad query is told at once, next to the field. */
export function searchQueryError(q: string): string | undefined {
  const checked = searchQuerySchema.shape.q.safeParse(q);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

type SearchFormProps = {
  /** The query of the address; the box follows it when it changes (the header's search). */
  q: string;
  /** An error about the query from the API. */
  error?: string;
  onSearch: (q: string) => void;
};

/** The search page's box: the kit's SearchBox, checking the query by the contract before it is sent. */
export function SearchForm({ q, error, onSearch }: SearchFormProps) {
  const [ownError, setOwnError] = useState<string>();
  useEffect(() => setOwnError(undefined), [q]);
  const t = useText();

  return (
    <SearchBox
      id={SEARCH_FIELD_ID}
      label={t('search.label')}
      landmarkLabel={t('search.label')}
      hint={t('search.hint')}
      action="/search"
      defaultValue={q}
      emptyError={SEARCH_QUERY_REQUIRED}
      error={ownError ?? error}
      onSubmit={(value) => {
        const problem = searchQueryError(value);
        setOwnError(problem);
        if (problem) document.getElementById(SEARCH_FIELD_ID)?.focus();
        else onSearch(value);
      }}
    />
  );
}
