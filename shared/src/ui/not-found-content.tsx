import { Link, useNavigate } from 'react-router';

import { kitText } from '../i18n/kit-text';
import { SearchBox } from './search-box';

/** The message id of a missing page's title: "Page Not Found". */
export const NOT_FOUND_TITLE = 'notFound.title';

/**
 * What a missing page says (docs/product-rules.md#routes: "Page Not Found: {path}"): its h1 is the page's title, then
 * the address that was asked for, and the ways on: a search of the portal and the home page.
 */
export function NotFoundContent({ path }: { path: string }) {
  const navigate = useNavigate();
  const t = kitText.useText();
  return (
    <section aria-labelledby="not-found-title" className="portal-status-page">
      <h1 id="not-found-title">{t(NOT_FOUND_TITLE)}</h1>
      <p>
        <kitText.Rich id="notFound.path" values={{ path: <>{path}</> }} />
      </p>
      <p>{t('notFound.text')}</p>
      <SearchBox
        id="not-found-search"
        label={t('notFound.search')}
        name="q"
        action="/search"
        onSubmit={(q) => navigate(`/search?${new URLSearchParams({ q })}`)}
      />
      <p>
        <Link to="/">{t('statusPage.home')}</Link>
      </p>
    </section>
  );
}
