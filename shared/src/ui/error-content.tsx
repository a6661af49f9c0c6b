import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { kitMessage, kitText } from '../i18n/kit-text';

/** The message id of a failed page's title: "Internal Server Error". */
export const ERROR_TITLE = 'errorPage.title';

type ErrorContentProps = {
  /** The page's h1 and title (docs/product-rules.md#errors: "Internal Server Error" unless the error says otherwise). */
  title?: string;
  /** What went wrong, in words a person can act on, when known (a message id of the kit's catalogs is said in the page's language). */
  detail?: string;
  /** What the person can do, when more than "try again later". */
  children?: ReactNode;
};

/** What a page that failed says: its h1 is the page's title, then what happened and the way on. */
export function ErrorContent({ title, detail, children }: ErrorContentProps) {
  const t = kitText.useText();
  return (
    <section aria-labelledby="error-title" className="portal-status-page">
      <h1 id="error-title">{title ?? t(ERROR_TITLE)}</h1>
      {detail && <p>{kitMessage(detail)}</p>}
      {children ?? <p>{t('errorPage.text')}</p>}
      <p>
        <Link to="/">{t('statusPage.home')}</Link>
      </p>
    </section>
  );
}
