import { useEffect, useState, type ReactNode } from 'react';

import { formatLocale } from '../format/format';
import { kitText } from '../i18n/kit-text';
import { FieldsetFrame } from './field-frame';

/**
 * The twelve months' names in a language, January first, as a list shows them on their own: a
 * capital first ("Enero"), in the page's language unless `locale` says another.
 */
export function monthNames(locale = formatLocale()): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => {
    const name = format.format(Date.UTC(2000, index, 1));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

/** A month select's choices in the page's language: "January" is 01. */
export function monthOptions(locale = formatLocale()): { value: string; label: string }[] {
  return monthNames(locale).map((label, index) => ({ value: String(index + 1).padStart(2, '0'), label }));
}

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
export function DateFrame({ children, ...frame }: DateFrameProps) {
  return <FieldsetFrame {...frame}>{(describedBy) => <div className="usa-memorable-date">{children(describedBy)}</div>}</FieldsetFrame>;
}

type DatePartInputProps = {
  /** The date's name: the box is `${name}-day` (or `-year`), sent as `${name}_day`. */
  name: string;
  part: 'day' | 'year';
  value: string;
  error?: string;
  describedBy?: string;
  autoComplete?: string;
  onChange: (digits: string) => void;
};

const PARTS = {
  day: { label: 'date.day', digits: 2, minLength: undefined },
  year: { label: 'date.year', digits: 4, minLength: 4 },
} as const;

/** The day or the year box of a memorable date or a month field: digits only, a numeric keypad. */
export function DatePartInput({ name, part, value, error, describedBy, autoComplete, onChange }: DatePartInputProps) {
  const t = kitText.useText();
  const { label, digits: max, minLength } = PARTS[part];
  return (
    <div className={`usa-form-group usa-form-group--${part}`}>
      <label className="usa-label" htmlFor={`${name}-${part}`}>
        {t(label)}
      </label>
      <input
        className={`usa-input${error ? ' usa-input--error' : ''}`}
        id={`${name}-${part}`}
        name={`${name}_${part}`}
        inputMode="numeric"
        minLength={minLength}
        maxLength={max}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        autoComplete={autoComplete}
        onChange={(event) => onChange(digitsOnly(event.target.value, max))}
      />
    </div>
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
  const t = kitText.useText();
  return (
    <div className="usa-form-group usa-form-group--month usa-form-group--select">
      <label className="usa-label" htmlFor={name}>
        {t('date.month')}
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
        <option value="">{t('date.select')}</option>
        {monthOptions().map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export type DateParts = { year: string; month: string; day: string };

function splitDate(value: string): DateParts {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
}

/** A date field's props: DateField's and MonthField's. */
export type DateValueFieldProps = {
  /** The month's id and the name's base: the error summary's `#name` link lands on the month. */
  name: string;
  legend: string;
  /** Like "For example: January 19 2000", in the page's language. */
  hint?: string;
  error?: string;
  /** The value as "YYYY-MM-DD" or "YYYY-MM", or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** Autocomplete for a date of birth: "bday". */
  autoComplete?: 'bday';
};

type DatePartsFieldProps = DateValueFieldProps & {
  /** The boxes after the month select, in order. */
  boxes: readonly ('day' | 'year')[];
  /** The parts as one value. */
  join: (parts: DateParts) => string;
};

/** A memorable date's fieldset: the month select and the day and year boxes, kept as typed, given as one value. */
export function DatePartsField({ name, legend, hint, error, value, onChange, boxes, join, autoComplete }: DatePartsFieldProps) {
  const [parts, setParts] = useState(() => splitDate(value));
  useEffect(() => {
    setParts((current) => (join(current) === value ? current : splitDate(value)));
  }, [value, join]);
  const update = (part: keyof DateParts, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    onChange(join(next));
  };
  return (
    <DateFrame id={name} legend={legend} hint={hint} error={error}>
      {(describedBy) => (
        <>
          <MonthSelect
            name={name}
            value={parts.month}
            error={error}
            describedBy={describedBy}
            autoComplete={autoComplete && `${autoComplete}-month`}
            onChange={(month) => update('month', month)}
          />
          {boxes.map((part) => (
            <DatePartInput
              key={part}
              name={name}
              part={part}
              value={parts[part]}
              error={error}
              describedBy={describedBy}
              autoComplete={autoComplete && `${autoComplete}-${part}`}
              onChange={(digits) => update(part, digits)}
            />
          ))}
        </>
      )}
    </DateFrame>
  );
}
