import type { FormEvent } from 'react';

import { ErrorSummary, formatMoney, SummaryList, useSession, type SummaryError, type SummaryRow } from '@portal/shared';
import { ANONYMOUS_DONOR, type DonationCause } from '@portal/shared/contracts';

type DonationReviewProps = {
  cause: DonationCause;
  input: { amount_cents: number; anonymous: boolean };
  summary: SummaryError[];
  submitting: boolean;
  onPay: (event: FormEvent) => void;
  /** Back to the form, with the answers kept. */
  changeLink: string;
};

/** The last look before the payment page: what, how much, how it is shown, where the receipt goes. */
export function DonationReview({ cause, input, summary, submitting, onPay, changeLink }: DonationReviewProps) {
  const { account } = useSession();
  const rows: SummaryRow[] = [
    { label: 'Cause', value: cause.title, action: { to: changeLink } },
    { label: 'Amount', value: formatMoney(input.amount_cents), action: { to: changeLink } },
    {
      label: 'Shown to others as',
      value: input.anonymous ? ANONYMOUS_DONOR : account?.first_name || 'Your first name',
      action: { to: changeLink },
    },
    ...(account ? [{ label: 'Receipt sent to', value: account.email }] : []),
  ];
  return (
    <>
      <ErrorSummary errors={summary} />
      <SummaryList rows={rows} />
      <p>Next you go to our card payment page. Nothing is charged until you pay there, and you can cancel on that page.</p>
      <form className="margin-top-3" noValidate onSubmit={onPay}>
        <button type="submit" className="usa-button" disabled={submitting}>
          {submitting ? 'Starting payment…' : `Confirm and pay ${formatMoney(input.amount_cents)}`}
        </button>
      </form>
    </>
  );
}
