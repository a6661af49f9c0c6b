import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The header's search box: GET /search?q=…, as a form without scripts would send it. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [query, setQuery] = useState(() => new URLSearchParams(search).get('q') ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(`/search?${new URLSearchParams({ q: query.trim() })}`);
  }

  return (
    <section aria-label="Search the portal">
      <form className="usa-search usa-search--small" role="search" action="/search" method="get" onSubmit={onSubmit}>
        <label className="usa-sr-only" htmlFor="portal-search">
          Search
        </label>
        <input
          className="usa-input"
          id="portal-search"
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button className="usa-button" type="submit">
          <img src="/uswds/img/usa-icons-bg/search--white.svg" className="usa-search__submit-icon" alt="Search" width={24} height={24} />
        </button>
      </form>
    </section>
  );
}
