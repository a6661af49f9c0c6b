import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Alert, ButtonGroup, ConfirmationPanel, DetailPage, formatMoney, langOf, QueryState, useApi, useSession } from '@portal/shared';
import type { DonationReturn } from '@portal/shared/contracts';

import { causeKeys } from '../causes/get-causes';
import { clearDraft } from '../donate/donation-draft';
import { donationKeys, returnedDonationQuery } from '../donations/get-donations';
import { Rich, useText } from '../text';

/** While the provider's confirmation is on its way: ask again every 2 s for about a minute. */
const POLL_MS = 2000;
const POLL_LIMIT = 30;

/**
 * Where the payment page sends the person back: /donations/success after paying or a decline,
 * /donations/cancel after "Cancel". The page shows what the API says, never what the URL says.
 */
export function DonationReturnPage({ action }: { action: 'look' | 'cancel' }) {
  const sessionId = useSearchParams()[0].get('session_id') ?? '';
  const t = useText();
  return (
    <DetailPage title={t('title.return')} breadcrumbs={[{ to: '/donations', label: t('title.donations') }]}>
      {sessionId ? <ReturnedDonation sessionId={sessionId} action={action} /> : <NotFound />}
    </DetailPage>
  );
}

function ReturnedDonation({ sessionId, action }: { sessionId: string; action: 'look' | 'cancel' }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [startedAt] = useState(Date.now);
  const t = useText();
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
    <QueryState query={query} label={t('return.label')}>
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
  const t = useText();
  const what = {
    amount: formatMoney(donation.amount_cents, donation.currency),
    cause: <span {...langOf(donation)}>{donation.cause}</span>,
  };
  const again = `/donations/donate?${new URLSearchParams({ ...(donation.cause_slug ? { cause: donation.cause_slug } : {}), amount: String(donation.amount_cents) })}`;
  switch (donation.status) {
    case 'succeeded':
      return (
        <ConfirmationPanel
          title={t('return.thanks')}
          reference={donation.receipt_number ?? donation.reference}
          referenceLabel={t('return.receiptNumber')}
        >
          <h2>{t('return.next.heading')}</h2>
          <p>
            <Rich id="return.next.text" values={what} components={{ 0: <Link to="/donations" /> }} />
          </p>
          <ButtonGroup>
            {isAuthenticated && (
              <Link className="usa-button" to={`/donations/receipts/${encodeURIComponent(donation.reference)}`}>
                {t('return.viewReceipt')}
              </Link>
            )}
            <Link className="usa-button usa-button--outline" to="/donations">
              {t('return.back')}
            </Link>
          </ButtonGroup>
        </ConfirmationPanel>
      );
    case 'failed':
      return (
        <>
          <Alert type="error" heading={t('return.declined.heading')}>
            <p>
              <Rich id="return.declined.text" values={what} />
            </p>
          </Alert>
          <Again to={again} label={t('return.tryAgain')} />
        </>
      );
    case 'cancelled':
      return (
        <>
          <Alert type="info" heading={t('return.cancelled.heading')}>
            <p>
              <Rich id="return.cancelled.text" values={what} />
            </p>
          </Alert>
          <Again to={again} label={t('return.donateAgain')} />
        </>
      );
    default:
      return (
        <Alert type="info" heading={t('return.confirming.heading')}>
          <p>
            <Rich id="return.confirming.text" values={what} /> {stillWaiting ? t('return.confirming.slow') : t('return.confirming.soon')}
          </p>
        </Alert>
      );
  }
}

function Again({ to, label }: { to: string; label: string }) {
  const t = useText();
  return (
    <ButtonGroup className="margin-top-3">
      <Link className="usa-button" to={to}>
        {label}
      </Link>
      <Link className="usa-button usa-button--outline" to="/donations">
        {t('return.back')}
      </Link>
    </ButtonGroup>
  );
}

function NotFound() {
  const t = useText();
  return (
    <Alert type="warning" heading={t('return.notFound.heading')}>
      <p>
        <Rich id="return.notFound.text" components={{ 0: <Link to="/donations" /> }} />
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
