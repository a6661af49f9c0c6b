import type { ReactNode } from 'react';

export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FieldFrameProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Renders the control with the id and ARIA relations it needs. */
  children: (control: FieldControlProps) => ReactNode;
};

/** The USWDS form group every field shares: label, hint, the error next to the field. */
export function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div className="usa-hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <span className="usa-error-message" id={errorId}>
          {error}
        </span>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
    </div>
  );
}
