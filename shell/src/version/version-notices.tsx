import { Alert, useSession } from '@portal/shared';

import { useText } from '../text';

export function UpdatingAlert() {
  const t = useText();
  return (
    <Alert type="info" role="alert" slim>
      {t('version.updating')}
    </Alert>
  );
}

/** Unobtrusive: it waits for the person to choose the moment. */
export function OutdatedNotice() {
  const { isOutdated } = useSession();
  const t = useText();
  if (!isOutdated) return null;
  return (
    <div className="portal-outdated usa-alert usa-alert--info usa-alert--slim" role="status">
      <div className="usa-alert__body">
        <p className="usa-alert__text">
          {t('version.outdated')}{' '}
          <button type="button" className="usa-button usa-button--unstyled" onClick={() => window.location.reload()}>
            {t('version.reload')}
          </button>
        </p>
      </div>
    </div>
  );
}
