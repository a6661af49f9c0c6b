import { Link } from 'react-router';

import { EmptyState, StatusTag } from '@portal/shared';
import { SEARCH_TYPE_LABELS, type SearchResult } from '@portal/shared/contracts';

import { MarkedText } from './marked-text';

/** Each result: what it is, its title as a link to its page, and the words around the match. */
export function SearchResults({ results, first }: { results: readonly SearchResult[]; first: number }) {
  return (
    <ol className="portal-card-list portal-search-results margin-top-2" start={first}>
      {results.map((result, index) => (
        <li key={`${result.path}-${result.title}-${index}`} className="border-1px border-base-lighter padding-2 radius-md">
          <StatusTag>{SEARCH_TYPE_LABELS[result.type]}</StatusTag>
          <h2 className="margin-top-1 margin-bottom-1 font-heading-md">
            <Link to={result.path}>
              <MarkedText text={result.title} matches={result.title_matches} />
            </Link>
          </h2>
          {result.snippet && (
            <p className="margin-0">
              <MarkedText text={result.snippet} matches={result.snippet_matches} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

export const noResultsTitle = (q: string) => `No results for “${q}”`;

/** Nothing found: said once, plainly, with what to try next. */
export function NoResults({ q, signedIn }: { q: string; signedIn: boolean }) {
  return (
    <EmptyState
      title={noResultsTitle(q)}
      text="Check the spelling, try fewer or more general words (“water” rather than “water main flushing dates”), or another word for the same thing."
    >
      {!signedIn && (
        <p>
          News, polls, petitions, documents and the other areas for residents are searched only for people who are logged in:{' '}
          <Link to="/login">log in</Link> to search them too.
        </p>
      )}
      <p>
        You can also browse <Link to="/support">Support</Link> or write to us from <Link to="/contact-us">Contact us</Link>.
      </p>
    </EmptyState>
  );
}
