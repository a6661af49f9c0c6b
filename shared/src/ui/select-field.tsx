import type { SelectHTMLAttributes } from 'react';

import { FieldFrame, type FieldProps } from './field-frame';

/** `lang`: the label's language, when not the page's (a name staff wrote). */
type Option = { value: string | number; label: string; lang?: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> &
  Omit<FieldProps, 'labelLang'> & {
    options: readonly Option[];
    /** The empty choice, like "- Select -"; none when the field always has a value. */
    placeholder?: string;
  };

export function SelectField({ name, label, options, hint, error, id = name, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select name={name} className={`usa-select${error ? ' usa-input--error' : ''}`} {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Options from a label table, like OWNERSHIP_LABELS. */
export function labelOptions(labels: Record<string, string>): Option[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
