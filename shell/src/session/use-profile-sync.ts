import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePortal } from '@portal/shared';

export const PROFILE_CHECK_FAILED = 'Error verifying user, redirecting to login page.';

/** SPEC §4: on every navigation while authenticated the profile is reloaded; a failure logs out. */
export function useProfileSync() {
  const { session, refreshProfile, resetSession } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const authenticated = session.isAuthenticated;

  useEffect(() => {
    if (!authenticated) return;
    let current = true;
    refreshProfile().catch(() => {
      if (!current) return;
      resetSession();
      navigate('/login', { replace: true, state: { alert: PROFILE_CHECK_FAILED } });
    });
    return () => {
      current = false;
    };
  }, [authenticated, location.key, refreshProfile, resetSession, navigate]);
}
