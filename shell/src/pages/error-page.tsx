import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** SPEC §8: the error page says `Page Not Found` for 404 and `Internal Server Error` otherwise. */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page Not Found' : 'Internal Server Error';
  return (
    <main id="main-content" className="grid-container portal-main">
      <h1>{title}</h1>
      {isRouteErrorResponse(error) && error.data ? <p>{String(error.data)}</p> : null}
      {!notFound && <p>Something went wrong. Please try again, or come back later.</p>}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
