import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DONATION_STATUS_LABELS, EmptyState, Pagination, QueryState, formatDate, formatMoney, useApi } from '@portal/shared';
import { myDonationsQuery } from './get-donations';

export function DonationListPage() {
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page')) || 1;
  const query = useQuery(myDonationsQuery(api, page));

  return (
    <>
      <h1>Donations</h1>
      <h2>Your donations</h2>
      <QueryState query={query} label="your donations">
        {() =>
          query.data && query.data.count > 0 ? (
            <>
              <div className="portal-table-wrap">
                <table className="usa-table usa-table--borderless usa-table--stacked width-full">
                  <caption className="usa-sr-only">Your donations, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Reference</th>
                      <th scope="col">Cause</th>
                      <th scope="col">Amount</th>
                      <th scope="col">Status</th>
                      <th scope="col">Date</th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.results.map((donation) => (
                      <tr key={donation.id}>
                        <th scope="row" data-label="Reference">
                          {donation.reference}
                        </th>
                        <td data-label="Cause">{donation.cause}</td>
                        <td data-label="Amount">{formatMoney(donation.amount_cents, donation.currency)}</td>
                        <td data-label="Status">{DONATION_STATUS_LABELS[donation.status]}</td>
                        <td data-label="Date">
                          <time dateTime={donation.created_at}>{formatDate(donation.created_at)}</time>
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
                label="Donation pages"
                onPage={(next) => setSearchParams({ page: String(next) })}
              />
            </>
          ) : (
            <EmptyState title="You have not donated yet">
              <p>Your donations and their receipts appear here.</p>
            </EmptyState>
          )
        }
      </QueryState>
    </>
  );
}
