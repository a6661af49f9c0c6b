import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';

import { ErrorContent, NotFoundContent } from '@portal/shared';

/** docs/product-rules.md#errors: the error page says `Page Not Found` for 404 and `Internal Server Error` otherwise. */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = isRouteErrorResponse(error) ? String(error.data ?? '') : error instanceof Error ? error.message : '';
  return (
    <main id="main-content" className="grid-container portal-main">
      {notFound ? <NotFoundContent path={pathname} /> : <ErrorContent detail={detail || undefined} />}
    </main>
  );
}
