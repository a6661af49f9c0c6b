import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, Pagination, QueryState, formatDate, useApi } from '@portal/shared';
import { managedNewsQuery } from './get-managed-news';
import { usePublishNews } from './publish-news';

export function ManageNewsPage() {
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page')) || 1;
  const query = useQuery(managedNewsQuery(api, page));
  const publish = usePublishNews();

  return (
    <>
      <h1>Manage news</h1>
      <QueryState query={query} label="the news">
        {() =>
          query.data && query.data.count > 0 ? (
            <>
              <div className="portal-table-wrap">
                <table className="usa-table usa-table--borderless usa-table--stacked width-full">
                  <caption className="usa-sr-only">All news items, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Title</th>
                      <th scope="col">Status</th>
                      <th scope="col">Published</th>
                      <th scope="col">Action</th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.results.map((item) => (
                      <tr key={item.id}>
                        <th scope="row" data-label="Title">
                          {item.title}
                        </th>
                        <td data-label="Status">{item.is_published ? 'Published' : 'Draft'}</td>
                        <td data-label="Published">{formatDate(item.published_at)}</td>
                        <td data-label="Action">
                          <button
                            type="button"
                            className="usa-button usa-button--outline usa-button--small"
                            disabled={publish.isPending && publish.variables?.slug === item.slug}
                            onClick={() => publish.mutate({ slug: item.slug, is_published: !item.is_published })}
                          >
                            {item.is_published ? 'Unpublish' : 'Publish'}
                            <span className="usa-sr-only"> {item.title}</span>
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination
                page={page}
                pageSize={query.data.page_size}
                count={query.data.count}
                label="News pages"
                onPage={(next) => setSearchParams({ page: String(next) })}
              />
            </>
          ) : (
            <EmptyState title="No news items yet" />
          )
        }
      </QueryState>
    </>
  );
}
