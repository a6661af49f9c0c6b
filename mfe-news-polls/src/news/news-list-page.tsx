import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { EmptyState, formatDate, Pagination, QueryState, useApi } from '@portal/shared';

import { newsListQuery } from './get-news';

const PAGE_SIZE = 10;

export function NewsListPage() {
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page')) || 1;
  const search = searchParams.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const query = useQuery({ ...newsListQuery(api, { page, search }), placeholderData: keepPreviousData });

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setSearchParams(draft.trim() ? { search: draft.trim() } : {});
  }

  return (
    <>
      <h1>News</h1>
      <form role="search" className="usa-search usa-search--small margin-bottom-3" onSubmit={onSearch}>
        <label className="usa-sr-only" htmlFor="news-search">
          Search news
        </label>
        <input
          className="usa-input"
          id="news-search"
          type="search"
          name="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button className="usa-button" type="submit">
          Search
        </button>
      </form>
      <QueryState query={query} label="the news">
        {() =>
          query.data && query.data.results.length > 0 ? (
            <>
              <p className="usa-sr-only" role="status">
                {query.data.count} news items
              </p>
              <ul className="portal-card-list">
                {query.data.results.map((item) => (
                  <li key={item.id} className="border-bottom-1px border-base-lighter padding-bottom-2">
                    <h2 className="margin-bottom-05">
                      <Link to={`/news/${item.slug}`}>{item.title}</Link>
                    </h2>
                    <p className="text-base margin-top-0">
                      <time dateTime={item.published_at ?? undefined}>{formatDate(item.published_at)}</time>
                    </p>
                    <p>{item.summary}</p>
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                count={query.data.count}
                label="News pages"
                onPage={(next) => setSearchParams(search ? { search, page: String(next) } : { page: String(next) })}
              />
            </>
          ) : (
            <EmptyState title={search ? `No news matches “${search}”` : 'No news yet'}>
              <p>{search ? 'Try other words, or clear the search.' : 'News from the municipality will appear here.'}</p>
            </EmptyState>
          )
        }
      </QueryState>
    </>
  );
}
