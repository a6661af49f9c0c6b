import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { Alert, Breadcrumbs, formatDate, formatMoney, organizationQuery, QueryState, useApi } from '@portal/shared';
import type { DonationDetail, Organization } from '@portal/shared/contracts';

import { donationQuery } from '../donations/get-donations';

/** A receipt the donor can keep: printable, with what a tax return asks for. */
export function ReceiptPage() {
  const reference = useParams().reference ?? '';
  const api = useApi();
  const query = useQuery(donationQuery(api, reference));
  const organization = useQuery(organizationQuery(api)).data;
  const donation = query.data;
  return (
    <>
      <div className="portal-no-print">
        <Breadcrumbs trail={[{ to: '/donations', label: 'Donations' }]} current={`Receipt ${reference}`} />
      </div>
      <QueryState query={query} label="the receipt">
        {() =>
          donation &&
          (donation.status === 'succeeded' ? (
            <Receipt donation={donation} organization={organization} />
          ) : (
            <>
              <h1>No receipt yet</h1>
              <Alert type="info">
                <p>
                  Donation {donation.reference} has not been paid, so it has no receipt. <Link to="/donations">See your donations</Link>.
                </p>
              </Alert>
            </>
          ))
        }
      </QueryState>
    </>
  );
}

function Receipt({ donation, organization }: { donation: DonationDetail; organization: Organization | undefined }) {
  return (
    <article className="portal-receipt" aria-labelledby="receipt-title">
      <h1 id="receipt-title">Donation receipt</h1>
      {organization && (
        <p>
          <strong>{organization.name}</strong>
          <br />
          {organization.address}
          <br />
          {organization.email} · {organization.phone}
        </p>
      )}
      <dl className="portal-facts">
        <dt>Receipt number</dt>
        <dd>{donation.receipt_number}</dd>
        <dt>Date received</dt>
        <dd>{donation.paid_at && formatDate(donation.paid_at)}</dd>
        <dt>Received from</dt>
        <dd>
          {donation.donor_name}
          <br />
          {donation.donor_email}
        </dd>
        <dt>Amount</dt>
        <dd>{formatMoney(donation.amount_cents, donation.currency)}</dd>
        <dt>For</dt>
        <dd>{donation.cause}</dd>
        {donation.payment_label && (
          <>
            <dt>Paid by</dt>
            <dd>{donation.payment_label}</dd>
          </>
        )}
        <dt>Donation reference</dt>
        <dd>{donation.reference}</dd>
      </dl>
      {donation.anonymous && <p>You asked to give anonymously: others see &ldquo;Anonymous&rdquo; instead of your name.</p>}
      <p>No goods or services were provided in return for this donation. Please keep this receipt for your records.</p>
      <p className="portal-no-print">
        <button type="button" className="usa-button" onClick={() => window.print()}>
          Print this receipt
        </button>
      </p>
    </article>
  );
}
