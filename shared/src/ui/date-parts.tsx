import type { ReactNode } from 'react';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month select's choices: "January" is 01. */
export const MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({ value: String(index + 1).padStart(2, '0'), label }));

const digits = (text: string) => text.replace(/\D/g, '');

/** Only digits in a day or year box, at most `max` of them. */
export const digitsOnly = (text: string, max: number) => digits(text).slice(0, max);

type DateFrameProps = {
  /** The first control's id, which an error summary links to. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

/** The USWDS memorable date's frame: a fieldset with its legend, hint and error, like RadioGroupField. */
export function DateFrame({ id, legend, hint, error, children }: DateFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <legend className="usa-legend">{legend}</legend>
      {hint && (
        <span className="usa-hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="usa-error-message" id={errorId}>
          {error}
        </span>
      )}
      <div className="usa-memorable-date">{children(describedBy)}</div>
    </fieldset>
  );
}

type MonthSelectProps = {
  name: string;
  value: string;
  error?: string;
  describedBy?: string;
  autoComplete?: string;
  onChange: (month: string) => void;
};

/** The month of a memorable date or a month field: one select, the same in both. */
export function MonthSelect({ name, value, error, describedBy, autoComplete, onChange }: MonthSelectProps) {
  return (
    <div className="usa-form-group usa-form-group--month usa-form-group--select">
      <label className="usa-label" htmlFor={name}>
        Month
      </label>
      <select
        className={`usa-select${error ? ' usa-input--error' : ''}`}
        id={name}
        name={`${name}_month`}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">- Select -</option>
        {MONTH_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
