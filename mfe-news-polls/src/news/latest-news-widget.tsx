import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { formatDate, langOf, QueryState, useApi } from '@portal/shared';

import { useText } from '../text';
import { newsListQuery } from './get-news';

export function LatestNewsWidget() {
  const api = useApi();
  const query = useQuery(newsListQuery(api, { page: 1, search: '', page_size: 3 }));
  const t = useText();
  return (
    <QueryState query={query} label={t('news.latest.label')}>
      {() => (
        <>
          <ul className="usa-list usa-list--unstyled">
            {query.data?.results.map((item) => (
              <li key={item.id} className="margin-bottom-1">
                <Link to={`/news/${item.slug}`} {...langOf(item)}>
                  {item.title}
                </Link>
                <br />
                <span className="text-base">{formatDate(item.published_at)}</span>
              </li>
            ))}
          </ul>
          <Link to="/news">{t('news.latest.all')}</Link>
        </>
      )}
    </QueryState>
  );
}
