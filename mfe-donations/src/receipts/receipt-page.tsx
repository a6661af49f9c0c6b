import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { Alert, DetailPage, formatDate, formatMoney, langOf, organizationQuery, QueryState, SummaryList, useApi } from '@portal/shared';
import type { DonationDetail, Organization } from '@portal/shared/contracts';

import { donationQuery } from '../donations/get-donations';
import { Rich, useText } from '../text';

/** A receipt the donor can keep: printable, with what a tax return asks for. */
export function ReceiptPage() {
  const reference = useParams().reference ?? '';
  const api = useApi();
  const query = useQuery(donationQuery(api, reference));
  const organization = useQuery(organizationQuery(api)).data;
  const donation = query.data;
  const t = useText();
  return (
    <article className="portal-receipt" aria-labelledby="receipt-title">
      <DetailPage title={t('title.receipt')} titleId="receipt-title" breadcrumbs={[{ to: '/donations', label: t('title.donations') }]}>
        <QueryState query={query} label={t('receipt.label')}>
          {() =>
            donation &&
            (donation.status === 'succeeded' ? (
              <Receipt donation={donation} organization={organization} />
            ) : (
              <Alert type="info" heading={t('receipt.none.heading')}>
                <p>
                  <Rich id="receipt.none.text" values={{ reference: donation.reference }} components={{ 0: <Link to="/donations" /> }} />
                </p>
              </Alert>
            ))
          }
        </QueryState>
      </DetailPage>
    </article>
  );
}

function Receipt({ donation, organization }: { donation: DonationDetail; organization: Organization | undefined }) {
  const t = useText();
  return (
    <>
      {organization && (
        <p>
          <strong>{organization.name}</strong>
          <br />
          {organization.address}
          <br />
          {organization.email} · {organization.phone}
        </p>
      )}
      <SummaryList
        rows={[
          { label: t('receipt.number'), value: donation.receipt_number },
          { label: t('receipt.date'), value: donation.paid_at && formatDate(donation.paid_at) },
          {
            label: t('receipt.from'),
            value: (
              <>
                {donation.donor_name}
                <br />
                {donation.donor_email}
              </>
            ),
          },
          { label: t('receipt.amount'), value: formatMoney(donation.amount_cents, donation.currency) },
          { label: t('receipt.for'), value: <span {...langOf(donation)}>{donation.cause}</span> },
          ...(donation.payment_label ? [{ label: t('receipt.paidBy'), value: donation.payment_label }] : []),
          { label: t('receipt.reference'), value: donation.reference },
        ]}
      />
      {donation.anonymous && <p>{t('receipt.anonymous')}</p>}
      <p>{t('receipt.noGoods')}</p>
      <p className="portal-no-print">
        <button type="button" className="usa-button" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
      </p>
    </>
  );
}
