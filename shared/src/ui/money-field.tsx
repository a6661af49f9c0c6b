import type { InputHTMLAttributes } from 'react';

import { FieldFrame } from './field-frame';

type MoneyFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'inputMode'> & {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  id?: string;
};

/**
 * An amount in dollars: a USWDS input group with a "$" before the field, a decimal keypad on a
 * phone. The value is the text as typed ("25", "12.50"); dollarsToCents reads it.
 */
export function MoneyField({ name, label, hint, error, id = name, className, ...input }: MoneyFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className={`usa-input-group usa-input-group--md${error ? ' usa-input-group--error' : ''}${className ? ` ${className}` : ''}`}>
          <div className="usa-input-prefix" aria-hidden="true">
            $
          </div>
          <input name={name} type="text" inputMode="decimal" className="usa-input" {...control} {...input} />
        </div>
      )}
    </FieldFrame>
  );
}
