import type { ReactNode } from 'react';

import { kitMessage, kitText } from '../i18n/kit-text';

export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** The ids of a field's hint and error, and the aria-describedby that names those shown. */
export function fieldNoteIds(id: string, hint?: string, error?: string) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

type FieldNotesProps = {
  /** The field's id, which the hint's and the error's ids start with. */
  id: string;
  hint?: string;
  error?: string;
  /** A span in a fieldset, under its legend; a div under a label. */
  hintTag?: 'div' | 'span';
  /** The hint's language, when not the page's (words staff wrote). */
  lang?: string;
};

/**
 * A field's hint and its error, between the label (or legend) and the control. An error that is a
 * message id of the kit's catalogs (a contract's) is said in the page's language.
 */
export function FieldNotes({ id, hint, error, hintTag: HintTag = 'div', lang }: FieldNotesProps) {
  kitText.useText();
  const { hintId, errorId } = fieldNoteIds(id, hint, error);
  return (
    <>
      {hint && (
        <HintTag className="usa-hint" id={hintId} lang={lang}>
          {hint}
        </HintTag>
      )}
      {error && (
        <span className="usa-error-message" id={errorId}>
          {kitMessage(error)}
        </span>
      )}
    </>
  );
}

/** What every labelled field of the kit takes besides its control's own attributes. */
export type FieldProps = {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** Defaults to the name; the error summary links to it. */
  id?: string;
  /** The language of the label and the hint, when not the page's (`lang` is what is typed in). */
  labelLang?: string;
};

type FieldFrameProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /**
   * The language of the label and the hint, when not the page's: a question staff wrote, a field
   * for their words in another language. The error is in the page's.
   */
  labelLang?: string;
  /** Renders the control with the id and ARIA relations it needs. */
  children: (control: FieldControlProps) => ReactNode;
};

/** The USWDS form group every field shares: label, hint, the error next to the field. */
export function FieldFrame({ id, label, hint, error, labelLang, children }: FieldFrameProps) {
  const { describedBy } = fieldNoteIds(id, hint, error);
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id} lang={labelLang}>
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error} lang={labelLang} />
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
    </div>
  );
}

type FieldsetFrameProps = {
  /** The first control's id, which an error summary links to and the hint's and error's ids start with. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  /** The language of the legend and the hint, when not the page's (a question staff wrote). */
  labelLang?: string;
  /** The fieldset itself is described by the hint and error (a radio group), rather than each control. */
  describeFieldset?: boolean;
  /** Renders the controls, given the aria-describedby each carries. */
  children: (describedBy: string | undefined) => ReactNode;
};

/** The USWDS fieldset a group of controls shares: legend, hint, the error next to the controls. */
export function FieldsetFrame({ id, legend, hint, error, labelLang, describeFieldset = false, children }: FieldsetFrameProps) {
  const { describedBy } = fieldNoteIds(id, hint, error);
  return (
    <fieldset
      className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}
      aria-describedby={describeFieldset ? describedBy : undefined}
    >
      <legend className="usa-legend" lang={labelLang}>
        {legend}
      </legend>
      <FieldNotes id={id} hint={hint} error={error} hintTag="span" lang={labelLang} />
      {children(describedBy)}
    </fieldset>
  );
}
