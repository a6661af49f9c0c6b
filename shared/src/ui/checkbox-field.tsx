import type { ReactNode } from 'react';

type CheckboxFieldProps = {
  name: string;
  label: string;
  /** Shown under the label, and read with it. */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
};

/** A USWDS checkbox with its label and description; the id is the name, for error summary links. */
export function CheckboxField({ name, label, description, checked, onChange, className }: CheckboxFieldProps) {
  return (
    <div className={`usa-checkbox${className ? ` ${className}` : ''}`}>
      <input
        className="usa-checkbox__input"
        id={name}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="usa-checkbox__label" htmlFor={name}>
        {label}
        {description && <span className="usa-checkbox__label-description">{description}</span>}
      </label>
    </div>
  );
}
