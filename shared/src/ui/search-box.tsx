import { useEffect, useState, type FormEvent } from 'react';

import { kitText } from '../i18n/kit-text';
import { fieldNoteIds, FieldNotes } from './field-frame';

/** The message id of what a search sent empty says, unless the box is given its own words. */
export const EMPTY_SEARCH_ERROR = 'search.empty';

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
  /**
   * Said, next to the field, when the search is sent empty ("Enter a word to search for." unless
   * given); false lets an empty search through (to clear a filter).
   */
  emptyError?: string | false;
  /** The button's words: "Search" unless given. */
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
  emptyError,
  buttonText,
}: SearchBoxProps) {
  const t = kitText.useText();
  const [own, setOwn] = useState(defaultValue);
  const [sentEmpty, setSentEmpty] = useState(false);
  useEffect(() => {
    setOwn(defaultValue);
    setSentEmpty(false);
  }, [defaultValue]);
  const text = value ?? own;
  const message = sentEmpty && emptyError !== false ? (emptyError ?? t(EMPTY_SEARCH_ERROR)) : error;
  const button = buttonText ?? t('search.button');
  const { describedBy } = fieldNoteIds(id, hint, message);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed && emptyError !== false) {
      setSentEmpty(true);
      document.getElementById(id)?.focus();
      return;
    }
    setSentEmpty(false);
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
        <button className="usa-button usa-search__submit" type="submit" aria-label={button}>
          <span className="usa-search__submit-text">{button}</span>
          <img src="/uswds/img/usa-icons-bg/search--white.svg" className="usa-search__submit-icon" alt="" width={24} height={24} />
        </button>
      </div>
    </form>
  );
}
