import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Alert } from '@portal/shared';
import { NotFoundPage } from '../pages/not-found-page';

/** Wraps every remote route: a page that throws leaves the header, the footer and other areas working. */
export function RemoteRouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage path={location.pathname} />;
  return (
    <Alert type="error" heading="This page could not be shown" role="alert">
      <p>Something went wrong while showing this page. The rest of the portal still works.</p>
      <button type="button" className="usa-button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </Alert>
  );
}
