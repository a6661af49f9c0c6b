import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { Alert, DataTable, EmptyState, formatDate, formatMoney, Pager, QueryState, useApi, usePageParam } from '@portal/shared';
import type { Donation } from '@portal/shared/contracts';

import { CauseCards } from '../causes/cause-cards';
import { openCausesQuery } from '../causes/get-causes';
import { DONATE_HEADING } from '../donate/donate-heading';
import { useContinuePayment } from './continue-payment';
import { DonationStatusTag } from './donation-status';
import { myDonationsQuery } from './get-donations';

export function DonationListPage() {
  const api = useApi();
  const causes = useQuery(openCausesQuery(api));
  return (
    <>
      <h1>Donations</h1>
      <p className="usa-intro">Give to the town&rsquo;s funds and appeals. Every donation gets a receipt by email.</p>
      <h2>Causes you can support</h2>
      <QueryState query={causes} label="the causes">
        {() =>
          causes.data && causes.data.length > 0 ? (
            <CauseCards causes={causes.data} />
          ) : (
            <EmptyState
              title="No causes are taking donations right now"
              text="Please come back later, or contact us about giving."
              action={{ to: '/contact-us', text: 'Contact us' }}
            />
          )
        }
      </QueryState>
      <MyDonations />
    </>
  );
}

function MyDonations() {
  const api = useApi();
  const page = usePageParam();
  const query = useQuery(myDonationsQuery(api, page));
  const resume = useContinuePayment();
  return (
    <>
      <h2>Your donations</h2>
      {resume.error && (
        <Alert type="error" heading="We could not reopen the payment page" role="alert">
          <p>{resume.error.message}</p>
        </Alert>
      )}
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
                  { header: 'Status', cell: (donation) => <DonationStatusTag status={donation.status} /> },
                  { header: 'Date', cell: (donation) => <time dateTime={donation.created_at}>{formatDate(donation.created_at)}</time> },
                  {
                    header: 'Receipt',
                    cell: (donation) => (
                      <NextStep donation={donation} resuming={resume.isPending} onResume={() => resume.mutate(donation.reference)} />
                    ),
                  },
                ]}
              />
              <Pager count={query.data.count} pageSize={query.data.page_size} label="Pages of your donations" />
            </>
          ) : (
            <EmptyState
              title="You have not donated yet"
              text="Your donations and their receipts appear here."
              action={{ to: '/donations/donate', text: DONATE_HEADING }}
            />
          )
        }
      </QueryState>
    </>
  );
}

function NextStep({ donation, resuming, onResume }: { donation: Donation; resuming: boolean; onResume: () => void }) {
  if (donation.status === 'succeeded') {
    return (
      <Link to={`/donations/receipts/${encodeURIComponent(donation.reference)}`}>
        {donation.receipt_number}
        <span className="usa-sr-only"> receipt for {donation.reference}</span>
      </Link>
    );
  }
  if (donation.status === 'pending' || donation.status === 'created') {
    return (
      <button type="button" className="usa-button usa-button--unstyled" disabled={resuming} onClick={onResume}>
        Continue to payment<span className="usa-sr-only"> for {donation.reference}</span>
      </button>
    );
  }
  return <span className="text-base">None</span>;
}
