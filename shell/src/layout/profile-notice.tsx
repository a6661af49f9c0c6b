import { Link, useLocation } from 'react-router';

import { Alert, PROFILE_PATH, useSession } from '@portal/shared';

/** SPEC §5: while the profile is incomplete, every page points to it. */
export function ProfileIncompleteNotice() {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session.isAuthenticated || !session.account || session.profileCompleted || pathname.toLowerCase().startsWith(PROFILE_PATH))
    return null;
  return (
    <Alert type="warning" slim className="margin-bottom-3">
      Your profile is incomplete. <Link to={PROFILE_PATH}>Complete your profile</Link> to lodge complaints and disputes and to sign
      petitions.
    </Alert>
  );
}
