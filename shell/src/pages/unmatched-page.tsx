import { useLocation } from 'react-router';

import { NotFoundContent } from '@portal/shared';

import { useShell } from '../context/shell-context';
import { RemoteUnavailable } from './remote-unavailable';

export function UnmatchedPage() {
  const { registry } = useShell();
  const location = useLocation();
  const remote = registry.remoteFor(location.pathname);
  // An area whose remote is down, slow or broken: reloading the page would not bring it back
  // (unlike a page part gone with a redeploy), so the message and "Try again" show at once.
  if (remote && registry.failure(remote.name)) return <RemoteUnavailable remote={remote.name} />;
  return <NotFoundContent path={location.pathname} />;
}
