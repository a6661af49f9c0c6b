import type { InputHTMLAttributes } from 'react';

import { FieldFrame, type FieldProps } from './field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & FieldProps;

/** A labelled input with its hint and its error next to it (USWDS form group). */
export function TextField({ name, label, hint, error, id = name, className, labelLang, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} labelLang={labelLang}>
      {(control) => (
        <input
          name={name}
          className={`usa-input${error ? ' usa-input--error' : ''}${className ? ` ${className}` : ''}`}
          {...control}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
