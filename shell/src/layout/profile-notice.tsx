import { Link, useLocation } from 'react-router';

import { Alert, PROFILE_PATH, useSession } from '@portal/shared';

import { Rich } from '../text';

/**
 * Where a missing profile matters to the person: their home page and their account pages (not the
 * details form itself, which is where it is completed). Pages that need the profile (lodging a
 * complaint or dispute, signing a petition) say so in place, with ProfileRequired; staff screens
 * and reading pages are not about the person's own profile, so they stay quiet.
 */
export function showsProfileNotice(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === PROFILE_PATH || path === `${PROFILE_PATH}/personal`) return false;
  return path === '/' || path.startsWith('/users/');
}

/** docs/product-rules.md#complete-profile: while the profile is incomplete, the person's own pages point to it. */
export function ProfileIncompleteNotice() {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session.isAuthenticated || !session.account || session.profileCompleted || !showsProfileNotice(pathname)) return null;
  return (
    <Alert type="warning" slim className="margin-bottom-3">
      <Rich id="profileNotice.text" components={{ 0: <Link to={PROFILE_PATH} /> }} />
    </Alert>
  );
}
