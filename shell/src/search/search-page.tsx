import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { formatNumber, isApiError, Pager, QueryState, usePageParam, usePortal } from '@portal/shared';

import { SearchForm, searchQueryError } from './search-form';
import { searchQuery } from './search-queries';
import { NoResults, noResultsTitle, SearchResults } from './search-results';

/** The count, or "more than" it when the API ranked only the newest of some kind of result. */
function countText(count: number, more: boolean, q: string): string {
  const results = `${formatNumber(count)} ${count === 1 ? 'result' : 'results'}`;
  return `${more ? `More than ${results}` : results} for “${q}”`;
}

/** /search?q=…&page=…: what the person may see of the portal that matches, best first. */
export function SearchPage() {
  const { api, session } = usePortal();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = usePageParam();
  const problem = q === '' ? undefined : searchQueryError(q);
  const query = useQuery({
    ...searchQuery(api, { q, page, signedIn: session.isAuthenticated }),
    enabled: q !== '' && !problem,
  });
  const apiProblem =
    isApiError(query.error) && query.error.status === 400 ? (query.error.fieldErrors.q?.[0] ?? query.error.message) : undefined;

  // Announced as it changes: the count, or that nothing was found (which the empty state then shows).
  let status = '';
  let statusHidden = false;
  if (query.isSuccess && query.data.count === 0) {
    status = noResultsTitle(q);
    statusHidden = true;
  } else if (query.isSuccess) status = countText(query.data.count, query.data.more_than_count, q);
  else if (q !== '' && !problem && query.isPending) status = `Searching for “${q}”…`;

  return (
    <>
      <h1>Search</h1>
      <SearchForm q={q} error={problem ?? apiProblem} onSearch={(next) => setParams({ q: next })} />
      {/* Always in the page, so that each new count is announced when it changes. */}
      <p role="status" aria-live="polite" className={statusHidden ? 'usa-sr-only' : 'margin-top-3 text-bold'}>
        {status}
      </p>
      {q === '' && <p>Search news, polls, petitions, documents, emergency guides and the portal’s information pages.</p>}
      {q !== '' && !problem && !apiProblem && (
        <QueryState query={query} label="the search results">
          {() =>
            query.data && query.data.count > 0 && query.data.results.length === 0 ? (
              <p>
                There are no results on page {page}. <Link to={`/search?${new URLSearchParams({ q })}`}>See the first page</Link>.
              </p>
            ) : query.data && query.data.count > 0 ? (
              <>
                <SearchResults results={query.data.results} first={(query.data.page - 1) * query.data.page_size + 1} />
                <Pager count={query.data.count} pageSize={query.data.page_size} label="Search results pages" />
              </>
            ) : (
              <NoResults q={q} signedIn={session.isAuthenticated} />
            )
          }
        </QueryState>
      )}
    </>
  );
}
