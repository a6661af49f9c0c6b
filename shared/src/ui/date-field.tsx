import { useEffect, useState } from 'react';

import { DateFrame, digitsOnly, MonthSelect } from './date-parts';

type DateParts = { year: string; month: string; day: string };

function split(value: string): DateParts {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
}

/**
 * The parts as one value: "" when all are empty, "YYYY-MM-DD" when all are there (the day padded),
 * otherwise the parts as typed ("2026-11-"), which a date check refuses with the field's message.
 */
export function joinDate({ year, month, day }: DateParts): string {
  if (!year && !month && !day) return '';
  if (/^\d{4}$/.test(year) && /^\d{2}$/.test(month) && /^\d{1,2}$/.test(day)) return `${year}-${month}-${day.padStart(2, '0')}`;
  return `${year}-${month}-${day}`;
}

type DateFieldProps = {
  /** The month's id and the name's base: the error summary's `#name` link lands on the month. */
  name: string;
  legend: string;
  /** Like "For example: January 19 2000". */
  hint?: string;
  error?: string;
  /** "YYYY-MM-DD", or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** Autocomplete for a date of birth: "bday". */
  autoComplete?: 'bday';
};

/**
 * A date a person knows (USWDS memorable date): a month select, then day and year boxes, as one
 * value "YYYY-MM-DD". For a date picked from a calendar the browser's own date input is not used:
 * this is easier to type and to read aloud.
 */
export function DateField({ name, legend, hint, error, value, onChange, autoComplete }: DateFieldProps) {
  const [parts, setParts] = useState(() => split(value));
  useEffect(() => {
    setParts((current) => (joinDate(current) === value ? current : split(value)));
  }, [value]);
  const update = (part: keyof DateParts, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    onChange(joinDate(next));
  };
  const invalid = error ? true : undefined;
  const inputClass = `usa-input${error ? ' usa-input--error' : ''}`;
  return (
    <DateFrame id={name} legend={legend} hint={hint} error={error}>
      {(describedBy) => (
        <>
          <MonthSelect
            name={name}
            value={parts.month}
            error={error}
            describedBy={describedBy}
            autoComplete={autoComplete && 'bday-month'}
            onChange={(month) => update('month', month)}
          />
          <div className="usa-form-group usa-form-group--day">
            <label className="usa-label" htmlFor={`${name}-day`}>
              Day
            </label>
            <input
              className={inputClass}
              id={`${name}-day`}
              name={`${name}_day`}
              inputMode="numeric"
              maxLength={2}
              value={parts.day}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              autoComplete={autoComplete && 'bday-day'}
              onChange={(event) => update('day', digitsOnly(event.target.value, 2))}
            />
          </div>
          <div className="usa-form-group usa-form-group--year">
            <label className="usa-label" htmlFor={`${name}-year`}>
              Year
            </label>
            <input
              className={inputClass}
              id={`${name}-year`}
              name={`${name}_year`}
              inputMode="numeric"
              minLength={4}
              maxLength={4}
              value={parts.year}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              autoComplete={autoComplete && 'bday-year'}
              onChange={(event) => update('year', digitsOnly(event.target.value, 4))}
            />
          </div>
        </>
      )}
    </DateFrame>
  );
}
