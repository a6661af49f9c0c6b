import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const ERROR_TITLE = 'Internal Server Error';

type ErrorContentProps = {
  /** The page's h1 and title (docs/product-rules.md#errors: "Internal Server Error" unless the error says otherwise). */
  title?: string;
  /** What went wrong, in words a person can act on, when known. */
  detail?: string;
  /** What the person can do, when more than "try again later". */
  children?: ReactNode;
};

/** What a page that failed says: its h1 is the page's title, then what happened and the way on. */
export function ErrorContent({ title = ERROR_TITLE, detail, children }: ErrorContentProps) {
  return (
    <section aria-labelledby="error-title" className="portal-status-page">
      <h1 id="error-title">{title}</h1>
      {detail && <p>{detail}</p>}
      {children ?? <p>Something went wrong on our side. Try again in a few minutes, or come back later.</p>}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
