import { useEffect, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';

import { usePortal } from '../auth/auth-context';
import { storage, STORAGE_KEYS } from '../auth/storage';
import { notify } from '../events/bus';
import { kitText } from '../i18n/kit-text';
import { isRouteHandle, type RouteHandle } from '../routes/route-handle';
import { decideAccess, LOGIN_NEEDED, LOGIN_REQUIRED, NOT_AUTHORIZED } from './access';
import { ValidRoute } from './valid-route';

/** A route without a handle needs a login. */
const DEFAULT_HANDLE: RouteHandle = { access: 'login' };

/** The handle of the page on screen (its deepest route): its title and who may open it. */
export function useLeafHandle(): RouteHandle {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  return isRouteHandle(handle) ? handle : DEFAULT_HANDLE;
}

/**
 * Enforces the handle of the page on screen, in the shell and in a remote run on its own alike: its
 * access, then its validity. A visitor goes to the login page and comes back after logging in; a person whose
 * session the portal ended goes there with the reason, and does not come back; a person whose role
 * does not admit the page goes home. Each is told why in a toast, in the page's language.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const handle = useLeafHandle();
  const location = useLocation();
  const navigate = useNavigate();
  const { session } = usePortal();
  const t = kitText.useText();
  const decision = decideAccess(handle.access, session);

  useEffect(() => {
    if (decision === 'login') {
      const fullPath = `${location.pathname}${location.search}${location.hash}`;
      if (session.signOutReason) {
        // The portal ended the session itself: say why, and do not come back here after logging in.
        navigate('/login', { replace: true, state: { alert: session.signOutReason } });
        return;
      }
      if (location.pathname.toLowerCase() !== '/login') storage.set(STORAGE_KEYS.redirectPath, fullPath);
      notify('error', kitText.text(LOGIN_REQUIRED));
      // The login page says why the person is there, and that the page they asked for comes next.
      navigate('/login', { replace: true, state: { info: LOGIN_NEEDED } });
    } else if (decision === 'home') {
      notify('error', kitText.text(NOT_AUTHORIZED));
      navigate('/', { replace: true });
    }
  }, [decision, location, navigate, session.signOutReason]);

  if (decision === 'wait') return <p role="status">{t('access.checking')}</p>;
  if (decision !== 'allow') return null;
  return <ValidRoute handle={handle}>{children}</ValidRoute>;
}
