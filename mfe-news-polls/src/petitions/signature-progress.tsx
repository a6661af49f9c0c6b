import { formatNumber, percentOf, ProgressBar } from '@portal/shared';
import type { Petition } from '@portal/shared/contracts';

export function SignatureProgress({ petition }: { petition: Pick<Petition, 'signature_count' | 'goal'> }) {
  return (
    <ProgressBar value={petition.signature_count} max={petition.goal}>
      <strong>{formatNumber(petition.signature_count)}</strong> of {formatNumber(petition.goal)} signatures (
      {percentOf(petition.signature_count, petition.goal)}%)
    </ProgressBar>
  );
}
