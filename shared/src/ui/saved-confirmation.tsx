import { useLocation, type NavigateOptions } from 'react-router';

import { ConfirmationPanel } from './confirmation-panel';

/** What a person just did, said on the page they land on: "Department added", then what it means. */
export type Confirmation = { title: string; text: string; inPlace?: boolean };

/**
 * Every save, creation and removal that is not a case or a payment (those have a reference and a
 * page of their own) ends the same way, in every area: the page that follows (the list, or the
 * same form for a single record) shows the confirmation panel under its heading. The confirmation travels in the history entry's state, so it is gone once the person
 * searches, pages or comes back from elsewhere.
 */
export function withConfirmation(confirmation: Confirmation): NavigateOptions {
  return { state: { confirmation } };
}

function isConfirmation(value: unknown): value is Confirmation {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Confirmation).title === 'string' &&
    typeof (value as Confirmation).text === 'string'
  );
}

/** The confirmation the page was opened with, if any. */
export function useConfirmation(): Confirmation | undefined {
  const state: unknown = useLocation().state;
  const confirmation = typeof state === 'object' && state !== null ? (state as { confirmation?: unknown }).confirmation : undefined;
  return isConfirmation(confirmation) ? confirmation : undefined;
}

/**
 * The panel, under the page's h1. A new page's heading takes focus by itself; a confirmation shown
 * in place (the organization's form, which stays open) takes focus so that it is read out.
 */
export function SavedConfirmation({ confirmation, inPlace = false }: { confirmation: Confirmation | undefined; inPlace?: boolean }) {
  if (!confirmation) return null;
  return (
    <ConfirmationPanel title={confirmation.title} focus={inPlace}>
      <p>{confirmation.text}</p>
    </ConfirmationPanel>
  );
}
