import type { ReactNode } from 'react';

import { Alert } from './alert';

type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** Loading, failure with "Try again", or the content: one way for every data-driven page. */
export function QueryState({ query, label, children }: { query: QueryLike; label: string; children: () => ReactNode }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-base">
        Loading {label}…
      </p>
    );
  }
  if (query.isError) {
    const message = query.error instanceof Error ? query.error.message : 'Something went wrong.';
    return (
      <Alert type="error" heading={`We could not load ${label}`} role="alert">
        <p>{message}</p>
        <button type="button" className="usa-button usa-button--outline" onClick={() => query.refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  return <>{children()}</>;
}
