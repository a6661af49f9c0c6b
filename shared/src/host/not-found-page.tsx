import { Link } from 'react-router';

/** SPEC §2: a failed validity check or an unknown path shows `Page Not Found: {path}`. */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page Not Found</h1>
      <p>Page Not Found: {path}</p>
      <p>
        Check the address, or go to the <Link to="/">home page</Link>.
      </p>
    </section>
  );
}
