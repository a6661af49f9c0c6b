import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { DetailPage, formatDate, langOf, QueryState, useApi } from '@portal/shared';

import { RichText } from '../rich-text';
import { useText } from '../text';
import { newsArticleQuery } from './get-news';

export function NewsArticlePage() {
  const { slug = '' } = useParams();
  const api = useApi();
  const query = useQuery(newsArticleQuery(api, slug));
  const article = query.data;
  const t = useText();
  return (
    <article>
      <DetailPage
        title={article?.title ?? t('news.article.crumb')}
        titleLang={langOf(article)}
        breadcrumbs={[{ to: '/news', label: t('title.news') }]}
        lead={
          article && (
            <p className="usa-intro" {...langOf(article)}>
              {article.summary}
            </p>
          )
        }
      >
        <QueryState query={query} label={t('news.article.label')}>
          {() =>
            article && (
              <>
                <p className="text-base">
                  <time dateTime={article.published_at ?? undefined}>{formatDate(article.published_at)}</time>
                </p>
                {article.image_url && <img className="portal-article-image" src={article.image_url} alt="" />}
                <RichText html={article.body_html} {...langOf(article)} />
              </>
            )
          }
        </QueryState>
      </DetailPage>
    </article>
  );
}
