import { useLocation } from 'react-router';

import { Alert } from '@portal/shared';

/** The confirmation after lodging: the reference number and what happens next. */
export function LodgedNotice({ reference, next }: { reference: string; next: string }) {
  const state = useLocation().state as { lodged?: boolean } | null;
  if (!state?.lodged) return null;
  return (
    <Alert type="success" heading={`Received. Your reference number is ${reference}`} role="status">
      <p>We have emailed you a copy. {next}</p>
    </Alert>
  );
}
