import { formatMoney, percentOf, ProgressBar } from '@portal/shared';
import type { DonationCause } from '@portal/shared/contracts';

import { Rich } from '../text';

export function CauseProgress({ cause }: { cause: DonationCause }) {
  const values = {
    raised: formatMoney(cause.raised_cents),
    goal: cause.goal_cents ? formatMoney(cause.goal_cents) : '',
    percent: cause.goal_cents ? percentOf(cause.raised_cents, cause.goal_cents) : 0,
    donors: cause.donor_count,
  };
  return (
    <ProgressBar value={cause.raised_cents} max={cause.goal_cents}>
      <Rich id={cause.goal_cents ? 'cause.progress' : 'cause.progressNoGoal'} values={values} components={{ 0: <strong /> }} />
    </ProgressBar>
  );
}
