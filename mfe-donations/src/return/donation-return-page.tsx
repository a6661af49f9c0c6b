import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Alert, Breadcrumbs, ConfirmationPanel, formatMoney, QueryState, useApi, useSession } from '@portal/shared';
import type { DonationReturn } from '@portal/shared/contracts';

import { causeKeys } from '../causes/get-causes';
import { clearDraft } from '../donate/donation-draft';
import { donationKeys, returnedDonationQuery } from '../donations/get-donations';

/** While the provider's confirmation is on its way: ask again every 2 s for about a minute. */
const POLL_MS = 2000;
const POLL_LIMIT = 30;

/**
 * Where the payment page sends the person back: /donations/success after paying or a decline,
 * /donations/cancel after "Cancel". The page shows what the API says, never what the URL says.
 */
export function DonationReturnPage({ action }: { action: 'look' | 'cancel' }) {
  const sessionId = useSearchParams()[0].get('session_id') ?? '';
  return (
    <>
      <Breadcrumbs trail={[{ to: '/donations', label: 'Donations' }]} current="Your donation" />
      <h1>Your donation</h1>
      {sessionId ? <ReturnedDonation sessionId={sessionId} action={action} /> : <NotFound />}
    </>
  );
}

function ReturnedDonation({ sessionId, action }: { sessionId: string; action: 'look' | 'cancel' }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [startedAt] = useState(Date.now);
  const query = useQuery({
    ...returnedDonationQuery(api, sessionId, action),
    refetchInterval: (current) =>
      current.state.data?.status === 'pending' && current.state.dataUpdateCount < POLL_LIMIT ? POLL_MS : false,
  });
  const donation = query.data;
  const final = donation && donation.status !== 'pending' && donation.status !== 'created';

  useEffect(() => {
    if (!final) return;
    clearDraft();
    void queryClient.invalidateQueries({ queryKey: donationKeys.mine() });
    void queryClient.invalidateQueries({ queryKey: causeKeys.all });
  }, [final, queryClient]);

  if (query.error && (query.error as { status?: number }).status === 404) return <NotFound />;
  return (
    <QueryState query={query} label="your donation">
      {() =>
        donation && (
          <div role="status" aria-live="polite">
            <Outcome donation={donation} stillWaiting={query.dataUpdatedAt - startedAt >= POLL_MS * (POLL_LIMIT - 1)} />
          </div>
        )
      }
    </QueryState>
  );
}

function Outcome({ donation, stillWaiting }: { donation: DonationReturn; stillWaiting: boolean }) {
  const { isAuthenticated } = useSession();
  const what = `${formatMoney(donation.amount_cents, donation.currency)} to ${donation.cause}`;
  const again = `/donations/donate?${new URLSearchParams({ ...(donation.cause_slug ? { cause: donation.cause_slug } : {}), amount: String(donation.amount_cents) })}`;
  switch (donation.status) {
    case 'succeeded':
      return (
        <ConfirmationPanel
          title="Thank you for your donation"
          reference={donation.receipt_number ?? donation.reference}
          referenceLabel="Your receipt number"
        >
          <h2>What happens next</h2>
          <p>
            We received your donation of {what} and have emailed you its receipt. It is listed with its receipt on the{' '}
            <Link to="/donations">donations page</Link>.
          </p>
          <p>
            {isAuthenticated && (
              <Link className="usa-button" to={`/donations/receipts/${encodeURIComponent(donation.reference)}`}>
                View and print your receipt
              </Link>
            )}
            <Link className="usa-button usa-button--outline" to="/donations">
              Back to donations
            </Link>
          </p>
        </ConfirmationPanel>
      );
    case 'failed':
      return (
        <>
          <Alert type="error" heading="Your payment was declined">
            <p>Your card was not charged for the donation of {what}. You can try again, with another card if you like.</p>
          </Alert>
          <Again to={again} label="Try again" />
        </>
      );
    case 'cancelled':
      return (
        <>
          <Alert type="info" heading="Your donation was cancelled">
            <p>Nothing was charged for the donation of {what}.</p>
          </Alert>
          <Again to={again} label="Donate again" />
        </>
      );
    default:
      return (
        <Alert type="info" heading="We are confirming your payment">
          <p>
            The card processor has not confirmed your donation of {what} yet.{' '}
            {stillWaiting
              ? 'This is taking longer than usual: we will email you as soon as it is confirmed, and your donations list shows its status.'
              : 'This page updates by itself in a few seconds.'}
          </p>
        </Alert>
      );
  }
}

function Again({ to, label }: { to: string; label: string }) {
  return (
    <p className="margin-top-3">
      <Link className="usa-button" to={to}>
        {label}
      </Link>
      <Link className="usa-button usa-button--outline" to="/donations">
        Back to donations
      </Link>
    </p>
  );
}

function NotFound() {
  return (
    <Alert type="warning" heading="We could not find this payment">
      <p>
        The link is incomplete or has expired. Your donations and their status are on the <Link to="/donations">donations page</Link>.
      </p>
    </Alert>
  );
}

export function DonationSuccessPage() {
  return <DonationReturnPage action="look" />;
}

export function DonationCancelPage() {
  return <DonationReturnPage action="cancel" />;
}
