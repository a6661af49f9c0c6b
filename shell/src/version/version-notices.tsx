import { Alert, useSession } from '@portal/shared';

import { UPDATING_MESSAGE } from './versions';

export function UpdatingAlert() {
  return (
    <Alert type="info" role="alert" slim>
      {UPDATING_MESSAGE}
    </Alert>
  );
}

/** Unobtrusive: it waits for the person to choose the moment. */
export function OutdatedNotice() {
  const { isOutdated } = useSession();
  if (!isOutdated) return null;
  return (
    <div className="portal-outdated usa-alert usa-alert--info usa-alert--slim" role="status">
      <div className="usa-alert__body">
        <p className="usa-alert__text">
          A new version of the portal is available.{' '}
          <button type="button" className="usa-button usa-button--unstyled" onClick={() => window.location.reload()}>
            Reload now
          </button>
        </p>
      </div>
    </div>
  );
}
