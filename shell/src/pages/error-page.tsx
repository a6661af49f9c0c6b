import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** SPEC §8: the error page says `Page Not Found` for 404 and `Internal Server Error` otherwise. */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = isRouteErrorResponse(error) ? String(error.data ?? '') : error instanceof Error ? error.message : '';
  return (
    <main id="main-content" className="grid-container portal-main">
      <h1>{notFound ? 'Page Not Found' : 'Internal Server Error'}</h1>
      {detail && <p role="alert">{detail}</p>}
      {!notFound && <p>Something went wrong. Please try again, or come back later.</p>}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
