import { useLocation } from 'react-router';
import { ReloadOrShow } from '../federation/reload-or-show';
import { useShell } from '../router/shell-context';
import { NotFoundPage } from './not-found-page';
import { RemoteUnavailable } from './remote-unavailable';

export function UnmatchedPage() {
  const { registry } = useShell();
  const location = useLocation();
  const remote = registry.remoteFor(location.pathname);
  if (remote && registry.failure(remote.name)) {
    return (
      <ReloadOrShow>
        <RemoteUnavailable remote={remote.name} />
      </ReloadOrShow>
    );
  }
  return <NotFoundPage path={location.pathname} />;
}
