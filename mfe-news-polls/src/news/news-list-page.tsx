import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { EmptyState, FilterSearch, formatDate, formatNumber, Pager, pastLastPage, QueryState, useApi, usePageParam } from '@portal/shared';

import { newsListQuery } from './get-news';

export function NewsListPage() {
  const api = useApi();
  const [searchParams] = useSearchParams();
  const page = usePageParam();
  const search = searchParams.get('search') ?? '';
  const query = useQuery({ ...newsListQuery(api, { page, search }), placeholderData: keepPreviousData });

  return (
    <>
      <h1>News</h1>
      <FilterSearch id="news-search" label="Search news" />
      <QueryState query={query} label="the news">
        {() =>
          query.data && query.data.results.length > 0 ? (
            <>
              <p className="text-base-dark" role="status">
                {formatNumber(query.data.count)} {query.data.count === 1 ? 'news item' : 'news items'}
                {search && ` for “${search}”`}
              </p>
              <ul className="portal-card-list">
                {query.data.results.map((item) => (
                  <li key={item.id} className="border-bottom-1px border-base-lighter padding-bottom-2">
                    <h2 className="margin-bottom-05">
                      <Link to={`/news/${item.slug}`}>{item.title}</Link>
                    </h2>
                    <p className="text-base-dark margin-top-0">
                      <time dateTime={item.published_at ?? undefined}>{formatDate(item.published_at)}</time>
                    </p>
                    <p>{item.summary}</p>
                  </li>
                ))}
              </ul>
              <Pager count={query.data.count} pageSize={query.data.page_size} label="News pages" />
            </>
          ) : search ? (
            <EmptyState
              title={`No news matches “${search}”`}
              text="Check the spelling or try other words."
              action={{ to: '/news', text: 'See all news' }}
            />
          ) : page > 1 ? (
            <EmptyState {...pastLastPage('There is no news on this page', '/news')} />
          ) : (
            <EmptyState title="No news yet" text="News from the municipality will appear here." />
          )
        }
      </QueryState>
    </>
  );
}
