import type { SelectHTMLAttributes } from 'react';

type Option = { value: string | number; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
  name: string;
  label: string;
  options: readonly Option[];
  hint?: string;
  error?: string;
  id?: string;
  /** The empty choice, like "- Select -"; none when the field always has a value. */
  placeholder?: string;
};

export function SelectField({ name, label, options, hint, error, id = name, placeholder, ...select }: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
      <select
        id={id}
        name={name}
        className={`usa-select${error ? ' usa-input--error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Options from a label table, like OWNERSHIP_LABELS. */
export function labelOptions(labels: Record<string, string>): Option[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
