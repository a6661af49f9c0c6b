import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { notify, storage, STORAGE_KEYS, usePortal } from '@portal/shared';
import { decideAccess, LOGIN_REQUIRED, NOT_AUTHORIZED, ValidRoute } from '@portal/shared/host';

import { useLeafHandle } from '../context/leaf-handle';

/** Enforces each route's handle: access and validity (the layout keeps the tab's title on the page's heading). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const handle = useLeafHandle();
  const location = useLocation();
  const navigate = useNavigate();
  const { session } = usePortal();
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
      notify('error', LOGIN_REQUIRED);
      navigate('/login', { replace: true });
    } else if (decision === 'home') {
      notify('error', NOT_AUTHORIZED);
      navigate('/', { replace: true });
    }
  }, [decision, location, navigate, session.signOutReason]);

  if (decision === 'wait') return <p role="status">Checking your access…</p>;
  if (decision !== 'allow') return null;
  return <ValidRoute handle={handle}>{children}</ValidRoute>;
}
