import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { kitText, PROFILE_URL_MISSING, usePortal } from '@portal/shared';
import { decideAccess, useLeafHandle } from '@portal/shared/host';

import { shellText } from '../text';
import { isUnloading } from './page-lifecycle';

/** The reason a failed profile check gives on the login page: an id of the shell's catalogs. */
export const PROFILE_CHECK_FAILED = 'session.checkFailed';

/**
 * docs/product-rules.md#navigation: on every navigation while authenticated the profile is reloaded; any failure logs the
 * person out and sends them to log in. A missing profile URL is an internal error of the portal.
 */
export function useProfileSync() {
  const { session, config, refreshProfile, resetSession } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const authenticated = session.isAuthenticated;
  const protectedRoute = decideAccess(useLeafHandle().access, { ...session, isAuthenticated: false }) === 'login';
  const [fatal, setFatal] = useState<Error | null>(null);

  useEffect(() => {
    if (!authenticated) return;
    if (!config.profileUrl) {
      setFatal(new Error(kitText.text(PROFILE_URL_MISSING)));
      return;
    }
    let current = true;
    refreshProfile().catch(() => {
      if (!current || isUnloading()) return;
      // The route guard then sends the person to log in, with this reason as the alert.
      const reason = shellText.text(PROFILE_CHECK_FAILED);
      resetSession(reason);
      if (!protectedRoute) navigate('/login', { replace: true, state: { alert: reason } });
    });
    return () => {
      current = false;
    };
  }, [authenticated, config.profileUrl, location.key, refreshProfile, resetSession, navigate, protectedRoute]);

  // Thrown while rendering, so the error page shows it.
  if (fatal) throw fatal;
}
