import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import {
  Alert,
  DataTable,
  EmptyState,
  failureMessage,
  formatDate,
  formatMoney,
  langOf,
  ListPage,
  Pager,
  QueryState,
  useApi,
  usePageParam,
} from '@portal/shared';
import type { Donation } from '@portal/shared/contracts';

import { CauseCards } from '../causes/cause-cards';
import { openCausesQuery } from '../causes/get-causes';
import { Rich, useText } from '../text';
import { useContinuePayment } from './continue-payment';
import { DonationStatusTag } from './donation-status';
import { myDonationsQuery } from './get-donations';

export function DonationListPage() {
  const api = useApi();
  const causes = useQuery(openCausesQuery(api));
  const t = useText();
  return (
    <ListPage title={t('title.donations')} lead={t('list.intro')}>
      <h2>{t('list.causes.heading')}</h2>
      <QueryState query={causes} label={t('list.causes.label')}>
        {() =>
          causes.data && causes.data.length > 0 ? (
            <CauseCards causes={causes.data} />
          ) : (
            <EmptyState
              title={t('donate.noCauses.title')}
              text={t('list.noCauses.text')}
              action={{ to: '/contact-us', text: t('list.noCauses.action') }}
            />
          )
        }
      </QueryState>
      <MyDonations />
    </ListPage>
  );
}

function MyDonations() {
  const api = useApi();
  const page = usePageParam();
  const query = useQuery(myDonationsQuery(api, page));
  const resume = useContinuePayment();
  const t = useText();
  return (
    <>
      <h2>{t('list.yours.heading')}</h2>
      {resume.error && (
        <Alert type="error" heading={t('list.resumeFailed')} role="alert">
          <p>{failureMessage(resume.error)}</p>
        </Alert>
      )}
      <QueryState query={query} label={t('list.yours.label')}>
        {() =>
          query.data && query.data.count > 0 ? (
            <>
              <DataTable
                caption={t('list.caption')}
                rows={query.data.results}
                rowKey={(donation) => donation.id}
                columns={[
                  { header: t('list.column.reference'), cell: (donation) => donation.reference },
                  { header: t('list.column.cause'), cell: (donation) => <span {...langOf(donation)}>{donation.cause}</span> },
                  { header: t('list.column.amount'), cell: (donation) => formatMoney(donation.amount_cents, donation.currency) },
                  { header: t('list.column.status'), cell: (donation) => <DonationStatusTag status={donation.status} /> },
                  {
                    header: t('list.column.date'),
                    cell: (donation) => <time dateTime={donation.created_at}>{formatDate(donation.created_at)}</time>,
                  },
                  {
                    header: t('list.column.receipt'),
                    cell: (donation) => (
                      <NextStep donation={donation} resuming={resume.isPending} onResume={() => resume.mutate(donation.reference)} />
                    ),
                  },
                ]}
              />
              <Pager count={query.data.count} pageSize={query.data.page_size} label={t('list.pages')} />
            </>
          ) : (
            <EmptyState
              title={t('list.none.title')}
              text={t('list.none.text')}
              action={{ to: '/donations/donate', text: t('donate.heading') }}
            />
          )
        }
      </QueryState>
    </>
  );
}

function NextStep({ donation, resuming, onResume }: { donation: Donation; resuming: boolean; onResume: () => void }) {
  const t = useText();
  const hidden = { 0: <span className="usa-sr-only" /> };
  if (donation.status === 'succeeded') {
    return (
      <Link to={`/donations/receipts/${encodeURIComponent(donation.reference)}`}>
        <Rich id="list.receiptFor" values={{ receipt: donation.receipt_number, reference: donation.reference }} components={hidden} />
      </Link>
    );
  }
  if (donation.status === 'pending' || donation.status === 'created') {
    return (
      <button type="button" className="usa-button usa-button--unstyled" disabled={resuming} onClick={onResume}>
        <Rich id="list.continuePayment" values={{ reference: donation.reference }} components={hidden} />
      </button>
    );
  }
  return <span className="text-base">{t('list.noReceipt')}</span>;
}
