import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { Alert, Breadcrumbs, formatDate, formatMoney, organizationQuery, QueryState, SummaryList, useApi } from '@portal/shared';
import type { DonationDetail, Organization } from '@portal/shared/contracts';

import { donationQuery } from '../donations/get-donations';

const TITLE = 'Donation receipt';

/** A receipt the donor can keep: printable, with what a tax return asks for. */
export function ReceiptPage() {
  const reference = useParams().reference ?? '';
  const api = useApi();
  const query = useQuery(donationQuery(api, reference));
  const organization = useQuery(organizationQuery(api)).data;
  const donation = query.data;
  return (
    <article className="portal-receipt" aria-labelledby="receipt-title">
      <div className="portal-no-print">
        <Breadcrumbs trail={[{ to: '/donations', label: 'Donations' }]} current={TITLE} />
      </div>
      <h1 id="receipt-title">{TITLE}</h1>
      <QueryState query={query} label="the receipt">
        {() =>
          donation &&
          (donation.status === 'succeeded' ? (
            <Receipt donation={donation} organization={organization} />
          ) : (
            <Alert type="info" heading="No receipt yet">
              <p>
                Donation {donation.reference} has not been paid, so it has no receipt. <Link to="/donations">See your donations</Link>.
              </p>
            </Alert>
          ))
        }
      </QueryState>
    </article>
  );
}

function Receipt({ donation, organization }: { donation: DonationDetail; organization: Organization | undefined }) {
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
          { label: 'Receipt number', value: donation.receipt_number },
          { label: 'Date received', value: donation.paid_at && formatDate(donation.paid_at) },
          {
            label: 'Received from',
            value: (
              <>
                {donation.donor_name}
                <br />
                {donation.donor_email}
              </>
            ),
          },
          { label: 'Amount', value: formatMoney(donation.amount_cents, donation.currency) },
          { label: 'For', value: donation.cause },
          ...(donation.payment_label ? [{ label: 'Paid by', value: donation.payment_label }] : []),
          { label: 'Donation reference', value: donation.reference },
        ]}
      />
      {donation.anonymous && <p>You asked to give anonymously: others see &ldquo;Anonymous&rdquo; instead of your name.</p>}
      <p>No goods or services were provided in return for this donation. Please keep this receipt for your records.</p>
      <p className="portal-no-print">
        <button type="button" className="usa-button" onClick={() => window.print()}>
          Print this receipt
        </button>
      </p>
    </>
  );
}
