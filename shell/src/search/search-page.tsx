import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { isApiError, ListPage, Pager, QueryState, usePageParam, usePortal, type Translate } from '@portal/shared';

import { Rich, useText } from '../text';
import { SearchForm, searchQueryError } from './search-form';
import { searchQuery } from './search-queries';
import { NoResults, SearchResults } from './search-results';

/** The count, or "more than" it when the API ranked only the newest of some kind of result. */
function countText(t: Translate, count: number, more: boolean, q: string): string {
  return t(more ? 'search.countMore' : 'search.count', { count, q });
}

/** /search?q=…&page=…: what the person may see of the portal that matches, best first. */
export function SearchPage() {
  const { api, session } = usePortal();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = usePageParam();
  const t = useText();
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
    status = t('search.none.title', { q });
    statusHidden = true;
  } else if (query.isSuccess) status = countText(t, query.data.count, query.data.more_than_count, q);
  else if (q !== '' && !problem && query.isPending) status = t('search.searching', { q });

  return (
    <ListPage title={t('title.search')}>
      <SearchForm q={q} error={problem ?? apiProblem} onSearch={(next) => setParams({ q: next })} />
      {/* Always in the page, so that each new count is announced when it changes. */}
      <p role="status" aria-live="polite" className={statusHidden ? 'usa-sr-only' : 'margin-top-3 text-bold'}>
        {status}
      </p>
      {q === '' && <p>{t('search.intro')}</p>}
      {q !== '' && !problem && !apiProblem && (
        <QueryState query={query} label={t('search.results.label')}>
          {() =>
            query.data && query.data.count > 0 && query.data.results.length === 0 ? (
              <p>
                <Rich id="search.pastLast" values={{ page }} components={{ 0: <Link to={`/search?${new URLSearchParams({ q })}`} /> }} />
              </p>
            ) : query.data && query.data.count > 0 ? (
              <>
                <SearchResults results={query.data.results} first={(query.data.page - 1) * query.data.page_size + 1} />
                <Pager count={query.data.count} pageSize={query.data.page_size} label={t('search.pages')} />
              </>
            ) : (
              <NoResults q={q} signedIn={session.isAuthenticated} />
            )
          }
        </QueryState>
      )}
    </ListPage>
  );
}
