import { useEffect, useState, type FormEvent } from 'react';

import { fieldNoteIds, FieldNotes } from './field-frame';

export const EMPTY_SEARCH_ERROR = 'Enter a word to search for.';

type SearchBoxProps = {
  /** The field's id, which an error summary links to. */
  id: string;
  /** The field's label, like "Search news". */
  label: string;
  /** Keep the label for screen readers only, where the page around says what the box searches. */
  labelHidden?: boolean;
  /**
   * The search landmark's name, which tells it from any other search on the page ("Search the
   * portal" in the header, "Search news" on the news list). The label, unless given.
   */
  landmarkLabel?: string;
  hint?: string;
  /** The query parameter, for the form as sent without scripts. */
  name?: string;
  /** The address the form goes to without scripts; the current page when not given. */
  action?: string;
  /** Controlled: the text, with onChange. */
  value?: string;
  onChange?: (value: string) => void;
  /** Uncontrolled: the first text, followed when it changes (the query of the address). */
  defaultValue?: string;
  /** With the text trimmed; not called for an empty search unless `emptyError` is false. */
  onSubmit: (value: string) => void;
  /** An error about the search from elsewhere (the API), shown next to the field. */
  error?: string;
  /** Said, next to the field, when the search is sent empty; false lets an empty search through (to clear a filter). */
  emptyError?: string | false;
  buttonText?: string;
};

/**
 * The portal's one search form: a USWDS search box (default size, the button beside the field at
 * every width: an icon on a phone, its words from 480 px) in a search landmark with its own name,
 * with its label, hint and error next to the field like every other field.
 */
export function SearchBox({
  id,
  label,
  labelHidden = false,
  landmarkLabel = label,
  hint,
  name = 'q',
  action,
  value,
  onChange,
  defaultValue = '',
  onSubmit,
  error,
  emptyError = EMPTY_SEARCH_ERROR,
  buttonText = 'Search',
}: SearchBoxProps) {
  const [own, setOwn] = useState(defaultValue);
  const [ownError, setOwnError] = useState<string>();
  useEffect(() => {
    setOwn(defaultValue);
    setOwnError(undefined);
  }, [defaultValue]);
  const text = value ?? own;
  const message = ownError ?? error;
  const { describedBy } = fieldNoteIds(id, hint, message);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed && emptyError !== false) {
      setOwnError(emptyError);
      document.getElementById(id)?.focus();
      return;
    }
    setOwnError(undefined);
    onSubmit(trimmed);
  }

  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      className={`portal-search usa-form-group${message ? ' usa-form-group--error' : ''}`}
      action={action}
      method="get"
      noValidate
      onSubmit={submit}
    >
      <label className={labelHidden ? 'usa-sr-only' : `usa-label${message ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={message} />
      <div className="usa-search portal-search__row">
        <input
          className={`usa-input usa-search__input${message ? ' usa-input--error' : ''}`}
          id={id}
          type="search"
          name={name}
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            if (value === undefined) setOwn(event.target.value);
            onChange?.(event.target.value);
          }}
        />
        <button className="usa-button usa-search__submit" type="submit" aria-label={buttonText}>
          <span className="usa-search__submit-text">{buttonText}</span>
          <img src="/uswds/img/usa-icons-bg/search--white.svg" className="usa-search__submit-icon" alt="" width={24} height={24} />
        </button>
      </div>
    </form>
  );
}
