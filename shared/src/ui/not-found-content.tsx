import { Link, useNavigate } from 'react-router';

import { SearchBox } from './search-box';

export const NOT_FOUND_TITLE = 'Page Not Found';

/**
 * What a missing page says (docs/product-rules.md#routes: "Page Not Found: {path}"): its h1 is the page's title, then
 * the address that was asked for, and the ways on: a search of the portal and the home page.
 */
export function NotFoundContent({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="not-found-title" className="portal-status-page">
      <h1 id="not-found-title">{NOT_FOUND_TITLE}</h1>
      <p>Page Not Found: {path}</p>
      <p>
        If you typed the address, check it is right. If you followed a link, the page may have moved: search for it, or start again from the
        home page.
      </p>
      <SearchBox
        id="not-found-search"
        label="Search for the page"
        name="q"
        action="/search"
        onSubmit={(q) => navigate(`/search?${new URLSearchParams({ q })}`)}
      />
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
