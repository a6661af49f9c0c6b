import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { COMPLAINT_STATUS_LABELS, EmptyState, Pagination, QueryState, formatDate, useApi } from '@portal/shared';
import { complaintListQuery } from './get-complaints';

export function ComplaintListPage() {
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page')) || 1;
  const query = useQuery(complaintListQuery(api, page));

  return (
    <>
      <h1>My complaints</h1>
      <QueryState query={query} label="your complaints">
        {() =>
          query.data && query.data.count > 0 ? (
            <>
              <div className="portal-table-wrap">
                <table className="usa-table usa-table--borderless usa-table--stacked width-full">
                  <caption className="usa-sr-only">Your complaints, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Reference</th>
                      <th scope="col">Type</th>
                      <th scope="col">Status</th>
                      <th scope="col">Lodged</th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.results.map((complaint) => (
                      <tr key={complaint.id}>
                        <th scope="row" data-label="Reference">
                          {complaint.reference}
                        </th>
                        <td data-label="Type">{complaint.complaint_type}</td>
                        <td data-label="Status">{COMPLAINT_STATUS_LABELS[complaint.status]}</td>
                        <td data-label="Lodged">
                          <time dateTime={complaint.created_at}>{formatDate(complaint.created_at)}</time>
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
                label="Complaint pages"
                onPage={(next) => setSearchParams({ page: String(next) })}
              />
            </>
          ) : (
            <EmptyState title="You have no complaints">
              <p>When you report a problem to the municipality, it appears here with its status.</p>
            </EmptyState>
          )
        }
      </QueryState>
    </>
  );
}
