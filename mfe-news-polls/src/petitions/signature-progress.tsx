import { formatNumber, percentOf, ProgressBar } from '@portal/shared';
import type { Petition } from '@portal/shared/contracts';

import { Rich } from '../text';

export function SignatureProgress({ petition }: { petition: Pick<Petition, 'signature_count' | 'goal'> }) {
  const values = {
    count: formatNumber(petition.signature_count),
    goal: petition.goal,
    percent: percentOf(petition.signature_count, petition.goal),
  };
  return (
    <ProgressBar value={petition.signature_count} max={petition.goal}>
      <Rich id="petition.progress" values={values} components={{ 0: <strong /> }} />
    </ProgressBar>
  );
}
