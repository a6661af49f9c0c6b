import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { kitText } from '../i18n/kit-text';

export type EmptyStateProps = {
  /** What is empty, like "No complaints yet". */
  title: string;
  /** Why, or what the person can do about it. */
  text?: ReactNode;
  /** The next step, like { to: '/complaints/new', text: 'Lodge a complaint' }. */
  action?: { to: string; text: string };
  /** More content under the text, when a sentence is not enough. */
  children?: ReactNode;
  headingLevel?: 2 | 3;
};

/** One look for "nothing here": a title, a sentence and, when there is one, the way on. */
export function EmptyState({ title, text, action, children, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="portal-empty-state">
      <Heading className="portal-empty-state__title">{title}</Heading>
      {text && <p className="portal-empty-state__text">{text}</p>}
      {children}
      {action && (
        <p className="portal-empty-state__action">
          <Link to={action.to}>{action.text}</Link>
        </p>
      )}
    </div>
  );
}

/**
 * What a page past a list's last one says (`title`, like "There is no news on this page"), with the
 * way to the first page at `to`, in the page's language (called while the list's page draws).
 */
export function pastLastPage(title: string, to: string): EmptyStateProps {
  return {
    title,
    text: kitText.text('emptyState.pastLastPage.text'),
    action: { to, text: kitText.text('emptyState.pastLastPage.action') },
  };
}
