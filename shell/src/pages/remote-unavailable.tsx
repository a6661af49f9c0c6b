import { useLocation, useNavigate } from 'react-router';

import { Alert } from '@portal/shared';

import { useShell } from '../context/shell-context';

/** Shown in place of an area whose remote could not load; the rest of the portal keeps working. */
export function RemoteUnavailable({ remote }: { remote: string }) {
  const { registry } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const retry = () => {
    registry.reset(remote);
    navigate(`${location.pathname}${location.search}`, { replace: true });
  };
  return (
    <Alert type="error" heading="This part of the portal could not load" role="alert">
      <p>We could not load this service just now. Other parts of the portal still work. Please try again in a moment.</p>
      <button type="button" className="usa-button" onClick={retry}>
        Try again
      </button>
    </Alert>
  );
}
