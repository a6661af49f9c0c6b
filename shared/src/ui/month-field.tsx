import { useEffect, useState } from 'react';

import { DateFrame, digitsOnly, MonthSelect } from './date-parts';

type MonthParts = { year: string; month: string };

function split(value: string): MonthParts {
  const [year = '', month = ''] = value.split('-');
  return { year, month };
}

/** "" when both are empty, otherwise "YYYY-MM" (not a month until the year has four digits). */
export function joinMonth({ year, month }: MonthParts): string {
  return year || month ? `${year}-${month}` : '';
}

type MonthFieldProps = {
  /** The month's id and the name's base: the error summary's `#name` link lands on the month. */
  name: string;
  legend: string;
  hint?: string;
  error?: string;
  /** "YYYY-MM", or "" for none. */
  value: string;
  onChange: (value: string) => void;
};

/** A month of a year, like a billing month: a month select and a year box, as one value "YYYY-MM". */
export function MonthField({ name, legend, hint, error, value, onChange }: MonthFieldProps) {
  const [parts, setParts] = useState(() => split(value));
  useEffect(() => {
    setParts((current) => (joinMonth(current) === value ? current : split(value)));
  }, [value]);
  const update = (part: keyof MonthParts, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    onChange(joinMonth(next));
  };
  const invalid = error ? true : undefined;
  return (
    <DateFrame id={name} legend={legend} hint={hint} error={error}>
      {(describedBy) => (
        <>
          <MonthSelect
            name={name}
            value={parts.month}
            error={error}
            describedBy={describedBy}
            onChange={(month) => update('month', month)}
          />
          <div className="usa-form-group usa-form-group--year">
            <label className="usa-label" htmlFor={`${name}-year`}>
              Year
            </label>
            <input
              className={`usa-input${error ? ' usa-input--error' : ''}`}
              id={`${name}-year`}
              name={`${name}_year`}
              inputMode="numeric"
              minLength={4}
              maxLength={4}
              value={parts.year}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => update('year', digitsOnly(event.target.value, 4))}
            />
          </div>
        </>
      )}
    </DateFrame>
  );
}
