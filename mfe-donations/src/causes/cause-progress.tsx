import { formatMoney, formatNumber, percentOf, ProgressBar } from '@portal/shared';
import type { DonationCause } from '@portal/shared/contracts';

export function CauseProgress({ cause }: { cause: DonationCause }) {
  const donors = `${formatNumber(cause.donor_count)} ${cause.donor_count === 1 ? 'donor' : 'donors'}`;
  return (
    <ProgressBar value={cause.raised_cents} max={cause.goal_cents}>
      <strong>{formatMoney(cause.raised_cents)}</strong>
      {cause.goal_cents
        ? ` raised of ${formatMoney(cause.goal_cents)} (${percentOf(cause.raised_cents, cause.goal_cents)}%)`
        : ' raised'}, {donors}
    </ProgressBar>
  );
}
