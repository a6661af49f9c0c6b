import type { Petition } from '@portal/shared';

const number = new Intl.NumberFormat('en-US');

export function SignatureProgress({ petition }: { petition: Pick<Petition, 'signature_count' | 'goal'> }) {
  const percent = petition.goal > 0 ? Math.min(100, Math.round((petition.signature_count / petition.goal) * 100)) : 0;
  return (
    <div className="margin-y-2">
      <p className="margin-bottom-05">
        <strong>{number.format(petition.signature_count)}</strong> of {number.format(petition.goal)} signatures ({percent}%)
      </p>
      <div className="portal-bar" aria-hidden="true">
        <div className="portal-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
