import { Link } from 'react-router';

import { CardList, CardListItem, EmptyState, langOf, StatusTag, useLabels } from '@portal/shared';
import type { SearchResult } from '@portal/shared/contracts';

import { Rich, useText } from '../text';
import { MarkedText } from './marked-text';

/** Each result: what it is, its title as a link to its page, and the words around the match. */
export function SearchResults({ results, first }: { results: readonly SearchResult[]; first: number }) {
  const label = useLabels();
  return (
    <CardList ordered start={first} className="portal-search-results margin-top-2">
      {results.map((result, index) => (
        <CardListItem key={`${result.path}-${result.title}-${index}`}>
          <StatusTag>{label('searchType', result.type)}</StatusTag>
          <h2 className="margin-top-1 margin-bottom-1 font-heading-md" {...langOf(result)}>
            <Link to={result.path}>
              <MarkedText text={result.title} matches={result.title_matches} />
            </Link>
          </h2>
          {result.snippet && (
            <p className="margin-0" {...langOf(result)}>
              <MarkedText text={result.snippet} matches={result.snippet_matches} />
            </p>
          )}
        </CardListItem>
      ))}
    </CardList>
  );
}

/** Nothing found: said once, plainly, with what to try next. */
export function NoResults({ q, signedIn }: { q: string; signedIn: boolean }) {
  const t = useText();
  return (
    <EmptyState title={t('search.none.title', { q })} text={t('search.none.text')}>
      {!signedIn && (
        <p>
          <Rich id="search.none.login" components={{ 0: <Link to="/login" /> }} />
        </p>
      )}
      <p>
        <Rich id="search.none.browse" components={{ 0: <Link to="/support" />, 1: <Link to="/contact-us" /> }} />
      </p>
    </EmptyState>
  );
}
