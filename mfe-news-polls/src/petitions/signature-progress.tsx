import { percentOf, ProgressBar } from '@portal/shared';
import type { Petition } from '@portal/shared/contracts';

const number = new Intl.NumberFormat('en-US');

export function SignatureProgress({ petition }: { petition: Pick<Petition, 'signature_count' | 'goal'> }) {
  return (
    <ProgressBar value={petition.signature_count} max={petition.goal}>
      <strong>{number.format(petition.signature_count)}</strong> of {number.format(petition.goal)} signatures (
      {percentOf(petition.signature_count, petition.goal)}%)
    </ProgressBar>
  );
}
