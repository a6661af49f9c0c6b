import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DONATION_STATUS_LABELS, DataTable, EmptyState, Pagination, QueryState, formatDate, formatMoney, useApi } from '@portal/shared';
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
              <DataTable
                caption="Your donations, newest first"
                rows={query.data.results}
                rowKey={(donation) => donation.id}
                columns={[
                  { header: 'Reference', cell: (donation) => donation.reference },
                  { header: 'Cause', cell: (donation) => donation.cause },
                  { header: 'Amount', cell: (donation) => formatMoney(donation.amount_cents, donation.currency) },
                  { header: 'Status', cell: (donation) => DONATION_STATUS_LABELS[donation.status] },
                  { header: 'Date', cell: (donation) => <time dateTime={donation.created_at}>{formatDate(donation.created_at)}</time> },
                ]}
              />
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
