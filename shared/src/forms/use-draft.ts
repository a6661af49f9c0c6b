import { useEffect, useState } from 'react';

import { useOptionalSession } from '../auth/auth-context';
import type { Session } from '../auth/session';
import { draftKey, keepDraft, readDraft, removeDraft } from './drafts';

export type DraftOptions = {
  /**
   * The form's name among the person's drafts ('complaint', `appeal:${id}`): what they type is kept
   * on this device until it is sent, discarded or they log out.
   */
  draft?: string;
  /** Fields never kept, besides the kit's rule (passwords, a card's number, expiry and code). */
  except?: string[];
};

/** Whose drafts a form keeps: the account's, or a visitor's; nobody's while the account is on its way. */
function ownerOf(session: Session | null): string | null {
  if (session?.account) return String(session.account.id);
  return session?.isAuthenticated ? null : 'visitor';
}

/**
 * A form's values, starting from `initial` (the first one given) or from the draft kept under
 * `options.draft`, and kept there while they differ from it. Without a draft name, plain state.
 */
export function useDraftValues<V extends Record<string, string>>(initial: V, options: DraftOptions) {
  const session = useOptionalSession();
  const owner = ownerOf(session);
  const key = options.draft && owner !== null ? draftKey(owner, options.draft) : null;
  const [start] = useState(initial);
  const [except] = useState(options.except ?? []);
  const [restored] = useState(() => (key ? readDraft(key, start, except) : null));
  const [values, setValues] = useState<V>(restored?.values ?? start);
  const [restoredAt, setRestoredAt] = useState<Date | null>(restored?.savedAt ?? null);
  const [shownKey, setShownKey] = useState(key);

  if (key !== shownKey) {
    setShownKey(key);
    const kept = key ? readDraft(key, start, except) : null;
    // The person's account arrived: their draft, if any, else what they typed meanwhile. Someone
    // else's (the person logged out): theirs, or the form afresh, never the last person's answers.
    if (key && (kept || shownKey)) {
      setValues(kept?.values ?? start);
      setRestoredAt(kept?.savedAt ?? null);
    }
  }

  useEffect(() => {
    if (key) keepDraft(key, values, start, except);
  }, [key, values, start, except]);

  /** The draft is done with (sent): it goes, what is on screen stays. */
  const forget = () => {
    if (key) removeDraft(key);
    setRestoredAt(null);
  };
  const discard = () => {
    forget();
    setValues(start);
  };
  return { values, setValues, restoredAt, forget, discard };
}
