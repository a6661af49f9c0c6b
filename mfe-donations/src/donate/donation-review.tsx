import type { FormEvent } from 'react';

import { ErrorSummary, formatMoney, useSession, type SummaryError } from '@portal/shared';
import { ANONYMOUS_DONOR, type DonationCause } from '@portal/shared/contracts';

type DonationReviewProps = {
  cause: DonationCause;
  input: { amount_cents: number; anonymous: boolean };
  summary: SummaryError[];
  submitting: boolean;
  onPay: (event: FormEvent) => void;
  onChange: () => void;
};

/** The last look before the payment page: what, how much, how it is shown, where the receipt goes. */
export function DonationReview({ cause, input, summary, submitting, onPay, onChange }: DonationReviewProps) {
  const { account } = useSession();
  return (
    <>
      <ErrorSummary errors={summary} />
      <h2>Check your donation</h2>
      <dl className="portal-facts">
        <dt>Cause</dt>
        <dd>{cause.title}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney(input.amount_cents)}</dd>
        <dt>Shown to others as</dt>
        <dd>{input.anonymous ? ANONYMOUS_DONOR : account?.first_name || 'Your first name'}</dd>
        {account && (
          <>
            <dt>Receipt sent to</dt>
            <dd>{account.email}</dd>
          </>
        )}
      </dl>
      <p>Next you go to our card payment page. Nothing is charged until you pay there, and you can cancel on that page.</p>
      <form className="margin-top-3" noValidate onSubmit={onPay}>
        <button type="submit" className="usa-button" disabled={submitting}>
          {submitting ? 'Starting payment…' : `Confirm and pay ${formatMoney(input.amount_cents)}`}
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onChange}>
          Change
        </button>
      </form>
    </>
  );
}
