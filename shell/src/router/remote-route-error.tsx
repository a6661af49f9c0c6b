import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';

import { ErrorContent, TryAgainButton, usePortal } from '@portal/shared';
import { NotFoundPage } from '@portal/shared/host';

import { isLoadFailure } from '../federation/reload-guard';
import { ReloadOrShow } from '../pages/reload-or-show';
import { reportClientError } from '../session/report-client-error';
import { useText } from '../text';

/** Wraps every remote route: a page that fails leaves the header, the footer and other areas working. */
export function RemoteRouteError() {
  const error = useRouteError();
  const location = useLocation();
  const { api, config } = usePortal();
  const t = useText();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound || !(error instanceof Error)) return;
    reportClientError(api, config.errorLogUrl, {
      source: isLoadFailure(error) ? 'remote-load' : 'render',
      message: error.message,
      stack: error.stack?.slice(0, 10_000),
    });
  }, [api, config.errorLogUrl, error, notFound]);

  if (notFound) return <NotFoundPage path={location.pathname} />;
  const message = (
    <ErrorContent title={t('routeError.heading')} detail={t('routeError.text')}>
      <TryAgainButton onClick={() => window.location.reload()} />
    </ErrorContent>
  );
  return isLoadFailure(error) ? <ReloadOrShow>{message}</ReloadOrShow> : message;
}
