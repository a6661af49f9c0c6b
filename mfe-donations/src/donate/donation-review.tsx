import type { FormEvent } from 'react';

import { ErrorSummary, formatMoney, langOf, SummaryList, useSession, type SummaryError, type SummaryRow } from '@portal/shared';
import { ANONYMOUS_DONOR, type DonationCause } from '@portal/shared/contracts';

import { useText } from '../text';

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
  const t = useText();
  const rows: SummaryRow[] = [
    { label: t('review.cause'), value: <span {...langOf(cause)}>{cause.title}</span>, action: { to: changeLink } },
    { label: t('review.amount'), value: formatMoney(input.amount_cents), action: { to: changeLink } },
    {
      label: t('review.shownAs'),
      value: input.anonymous ? ANONYMOUS_DONOR : account?.first_name || t('review.firstName'),
      action: { to: changeLink },
    },
    ...(account ? [{ label: t('review.receiptTo'), value: account.email }] : []),
  ];
  return (
    <>
      <ErrorSummary errors={summary} />
      <SummaryList rows={rows} />
      <p>{t('review.next')}</p>
      <form className="margin-top-3" noValidate onSubmit={onPay}>
        <button type="submit" className="usa-button" disabled={submitting}>
          {submitting ? t('review.starting') : t('review.pay', { amount: formatMoney(input.amount_cents) })}
        </button>
      </form>
    </>
  );
}
