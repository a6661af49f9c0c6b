import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { formatNumber, isApiError, Pagination, QueryState, usePortal } from '@portal/shared';

import { SearchForm, searchQueryError } from './search-form';
import { searchQuery } from './search-queries';
import { NoResults, SearchResults } from './search-results';

const RESULTS_HEADING_ID = 'search-results-heading';

function pageOf(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

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
  const page = pageOf(params.get('page'));
  const problem = q === '' ? undefined : searchQueryError(q);
  const query = useQuery({
    ...searchQuery(api, { q, page, signedIn: session.isAuthenticated }),
    enabled: q !== '' && !problem,
  });
  const apiProblem =
    isApiError(query.error) && query.error.status === 400 ? (query.error.fieldErrors.q?.[0] ?? query.error.message) : undefined;

  function goTo(next: { q: string; page?: number }) {
    setParams(next.page && next.page > 1 ? { q: next.q, page: String(next.page) } : { q: next.q });
  }

  let status = '';
  if (query.isSuccess) status = countText(query.data.count, query.data.more_than_count, q);
  else if (q !== '' && !problem && query.isPending) status = `Searching for “${q}”…`;

  return (
    <>
      <h1>Search</h1>
      <SearchForm q={q} error={problem ?? apiProblem} onSearch={(next) => goTo({ q: next })} />
      {/* Always in the page, so that each new count is announced when it changes. */}
      <p role="status" aria-live="polite" id={RESULTS_HEADING_ID} className="margin-top-3 text-bold">
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
                <Pagination
                  page={query.data.page}
                  pageSize={query.data.page_size}
                  count={query.data.count}
                  label="Search results pages"
                  onPage={(next) => {
                    goTo({ q, page: next });
                    document.getElementById(RESULTS_HEADING_ID)?.scrollIntoView();
                  }}
                />
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
