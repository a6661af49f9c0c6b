import { useLocation, useNavigate } from 'react-router';

import { Alert } from '@portal/shared';

import { useShell } from '../context/shell-context';
import { useText } from '../text';

/** Shown in place of an area whose remote could not load; the rest of the portal keeps working. */
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
    <Alert type="error" heading={t('remote.unavailable.heading')} role="alert">
      <p>{t('remote.unavailable.text')}</p>
      <button type="button" className="usa-button" onClick={retry}>
        {t('common.tryAgain')}
      </button>
    </Alert>
  );
}
