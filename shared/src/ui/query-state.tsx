import type { ReactNode } from 'react';

import { failureMessage } from '../http/api-error';
import { kitText } from '../i18n/kit-text';
import { Alert } from './alert';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { TryAgainButton } from './try-again-button';

type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * Loading, failure with "Try again", or the content: one way for every data-driven page. `label`
 * says what loads, in the page's language ("the causes"): the kit's sentences name it.
 */
export function QueryState({ query, label, children }: { query: QueryLike; label: string; children: () => ReactNode }) {
  const t = kitText.useText();
  if (query.isPending) {
    return (
      <p role="status" className="text-base">
        {t('queryState.loading', { label })}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert type="error" heading={t('queryState.failed', { label })} role="alert">
        <p>{failureMessage(query.error)}</p>
        <TryAgainButton onClick={() => void query.refetch()} />
      </Alert>
    );
  }
  return <>{children()}</>;
}

type WidgetStateProps = {
  query: QueryLike;
  /** What is loading, like "your donations". */
  label: string;
  /** Said under an h3 when the widget has nothing to show. */
  empty: EmptyStateProps;
  /** The widget's content once its data is in; nothing (false, null) when there is nothing to show. */
  children: () => ReactNode;
};

/** A home widget's loading, failure, content, or its empty state when there is nothing to show. */
export function WidgetState({ query, label, empty, children }: WidgetStateProps) {
  return (
    <QueryState query={query} label={label}>
      {() => children() || <EmptyState headingLevel={3} {...empty} />}
    </QueryState>
  );
}
