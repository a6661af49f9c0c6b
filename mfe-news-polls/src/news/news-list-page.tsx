import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import {
  EmptyState,
  FilterSearch,
  formatDate,
  langOf,
  ListPage,
  Pager,
  pastLastPage,
  QueryState,
  useApi,
  usePageParam,
} from '@portal/shared';

import { useText } from '../text';
import { newsListQuery } from './get-news';

export function NewsListPage() {
  const api = useApi();
  const [searchParams] = useSearchParams();
  const page = usePageParam();
  const search = searchParams.get('search') ?? '';
  const query = useQuery({ ...newsListQuery(api, { page, search }), placeholderData: keepPreviousData });
  const t = useText();

  return (
    <ListPage title={t('title.news')}>
      <FilterSearch id="news-search" label={t('news.list.search')} />
      <QueryState query={query} label={t('news.list.label')}>
        {() =>
          query.data && query.data.results.length > 0 ? (
            <>
              <p className="text-base-dark" role="status">
                {search ? t('news.list.countFor', { count: query.data.count, search }) : t('news.list.count', { count: query.data.count })}
              </p>
              <ul className="portal-card-list">
                {query.data.results.map((item) => (
                  <li key={item.id} className="border-bottom-1px border-base-lighter padding-bottom-2">
                    <h2 className="margin-bottom-05" {...langOf(item)}>
                      <Link to={`/news/${item.slug}`}>{item.title}</Link>
                    </h2>
                    <p className="text-base-dark margin-top-0">
                      <time dateTime={item.published_at ?? undefined}>{formatDate(item.published_at)}</time>
                    </p>
                    <p {...langOf(item)}>{item.summary}</p>
                  </li>
                ))}
              </ul>
              <Pager count={query.data.count} pageSize={query.data.page_size} label={t('news.list.pages')} />
            </>
          ) : search ? (
            <EmptyState
              title={t('news.list.noMatch.title', { search })}
              text={t('news.list.noMatch.text')}
              action={{ to: '/news', text: t('news.list.noMatch.action') }}
            />
          ) : page > 1 ? (
            <EmptyState {...pastLastPage(t('news.list.pastLast'), '/news')} />
          ) : (
            <EmptyState title={t('news.list.none.title')} text={t('news.list.none.text')} />
          )
        }
      </QueryState>
    </ListPage>
  );
}
