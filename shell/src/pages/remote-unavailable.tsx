import { useLocation, useNavigate } from 'react-router';

import { ErrorContent, TryAgainButton } from '@portal/shared';

import { useShell } from '../context/shell-context';
import { useText } from '../text';

/**
 * Shown in place of an area whose remote could not load, as a page of its own: its heading (and so
 * the tab's title) says so, then what to do: try again, or go on elsewhere; the rest of the portal
 * keeps working.
 */
export function RemoteUnavailable({ remote }: { remote: string }) {
  const { registry } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useText();
  const retry = () => {
    registry.reset(remote);
    navigate(`${location.pathname}${location.search}`, { replace: true });
  };
  return (
    <ErrorContent title={t('remote.unavailable.heading')} detail={t('remote.unavailable.text')}>
      <TryAgainButton onClick={retry} />
    </ErrorContent>
  );
}
