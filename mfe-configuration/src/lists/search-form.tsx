import { useState, type FormEvent } from 'react';

import { TextField } from '@portal/shared';

/** A labelled search box that searches when sent (Enter or the button), not on every key. */
export function SearchForm({ label, value, onSearch }: { label: string; value: string; onSearch: (search: string) => void }) {
  const [search, setSearch] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(search.trim());
  }
  return (
    <form role="search" className="usa-form tablet:grid-col" onSubmit={submit}>
      <TextField name="search" type="search" label={label} value={search} onChange={(event) => setSearch(event.target.value)} />
      <button type="submit" className="usa-button margin-top-1">
        Search
      </button>
    </form>
  );
}
