import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';

import { Alert, ButtonGroup, failureMessage } from '@portal/shared';

export type RemoveActionProps = {
  /** The section's heading ("Delete this poll"), its button ("Delete poll"), the question asked before, and the two answers. */
  words: { heading: string; button: string; confirm: string; yes: string; keep: string };
  /** The API call that removes it. */
  remove: () => Promise<unknown>;
  /** What follows once it is gone: usually back to the list, with a confirmation. */
  onRemoved: () => Promise<unknown> | void;
};

/**
 * Removing something from a page: a section of its own that asks once more, in the page, before it
 * happens. What the API answers when it refuses (still in use, already gone) is shown here as it is.
 * Focus moves to the question when it is asked, and back to the button when the person keeps it.
 */
export function RemoveAction({ words, remove, onRemoved }: RemoveActionProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const mutation = useMutation({ mutationFn: remove, onSuccess: () => onRemoved() });
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (confirming === false) button.current?.focus();
  }, [confirming]);
  return (
    <section className="margin-top-5 border-top-1px border-base-lighter padding-top-2" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.heading}</h2>
      {mutation.error && (
        <Alert type="error" role="alert">
          <p>{failureMessage(mutation.error)}</p>
        </Alert>
      )}
      {confirming ? (
        <>
          <p ref={question} tabIndex={-1}>
            {words.confirm}
          </p>
          <ButtonGroup>
            <button
              type="button"
              className="usa-button usa-button--secondary"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              {words.yes}
            </button>
            <button type="button" className="usa-button usa-button--outline" onClick={() => setConfirming(false)}>
              {words.keep}
            </button>
          </ButtonGroup>
        </>
      ) : (
        <button ref={button} type="button" className="usa-button usa-button--secondary" onClick={() => setConfirming(true)}>
          {words.button}
        </button>
      )}
    </section>
  );
}
