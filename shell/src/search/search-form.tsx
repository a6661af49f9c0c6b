import { useEffect, useState, type FormEvent } from 'react';

import { TextField } from '@portal/shared';
import { searchQuerySchema } from '@portal/shared/contracts';

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

/** A labelled search box that keeps the query, with its error next to it. */
export function SearchForm({ q, error, onSearch }: SearchFormProps) {
  const [value, setValue] = useState(q);
  const [ownError, setOwnError] = useState<string>();
  useEffect(() => {
    setValue(q);
    setOwnError(undefined);
  }, [q]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = searchQueryError(value);
    setOwnError(problem);
    if (problem) document.getElementById(SEARCH_FIELD_ID)?.focus();
    else onSearch(value.trim());
  }

  return (
    <form
      className="usa-form maxw-full"
      role="search"
      aria-label="Portal search"
      action="/search"
      method="get"
      noValidate
      onSubmit={submit}
    >
      <TextField
        id={SEARCH_FIELD_ID}
        name="q"
        type="search"
        label="Search for"
        hint="Words from a title or text, a phrase in quotes, or a word with a minus before it to leave out."
        error={ownError ?? error}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button className="usa-button margin-top-2" type="submit">
        Search
      </button>
    </form>
  );
}
