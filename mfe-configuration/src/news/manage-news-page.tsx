import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataTable, EmptyState, Pagination, QueryState, formatDate, useApi } from '@portal/shared';
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
              <DataTable
                caption="All news items, newest first"
                rows={query.data.results}
                rowKey={(item) => item.id}
                columns={[
                  { header: 'Title', cell: (item) => item.title },
                  { header: 'Status', cell: (item) => (item.is_published ? 'Published' : 'Draft') },
                  { header: 'Published', cell: (item) => formatDate(item.published_at) },
                  {
                    header: 'Action',
                    cell: (item) => (
                      <button
                        type="button"
                        className="usa-button usa-button--outline usa-button--small"
                        disabled={publish.isPending && publish.variables?.slug === item.slug}
                        onClick={() => publish.mutate({ slug: item.slug, is_published: !item.is_published })}
                      >
                        {item.is_published ? 'Unpublish' : 'Publish'}
                        <span className="usa-sr-only"> {item.title}</span>
                      </button>
                    ),
                  },
                ]}
              />
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
