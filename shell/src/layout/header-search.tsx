import { useLocation, useNavigate } from 'react-router';

import { SearchBox } from '@portal/shared';

import { useText } from '../text';

/** The header's search: GET /search?q=…, as the form sends it without scripts; empty, it opens the search page. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const t = useText();
  // On the search page the box follows its query; elsewhere it starts empty.
  const q = pathname.toLowerCase() === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';

  return (
    <SearchBox
      id="portal-search"
      label={t('search.header.label')}
      labelHidden
      landmarkLabel={t('search.header.landmark')}
      action="/search"
      defaultValue={q}
      emptyError={false}
      onSubmit={(value) => navigate(value ? `/search?${new URLSearchParams({ q: value })}` : '/search')}
    />
  );
}
