import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useSession } from '../auth/auth-context';
import { Alert } from './alert';

export const PROFILE_PATH = '/users/profile';

/** docs/product-rules.md#complete-profile: lodging or signing needs a complete profile; until then, say so and link to it. */
export function ProfileRequired({ action, children }: { action: string; children: ReactNode }) {
  const session = useSession();
  if (session.profileCompleted) return <>{children}</>;
  return (
    <Alert type="warning" heading="Complete your profile first" role="region">
      <p>
        To {action}, we need your contact and identification details. <Link to={PROFILE_PATH}>Complete your profile</Link>, then come back
        to this page.
      </p>
    </Alert>
  );
}
