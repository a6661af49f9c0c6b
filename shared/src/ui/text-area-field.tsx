import type { TextareaHTMLAttributes } from 'react';

import { FieldFrame, type FieldProps } from './field-frame';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & FieldProps;

export function TextAreaField({ name, label, hint, error, id = name, rows = 6, labelLang, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} labelLang={labelLang}>
      {(control) => (
        <textarea name={name} rows={rows} className={`usa-textarea${error ? ' usa-input--error' : ''}`} {...control} {...textarea} />
      )}
    </FieldFrame>
  );
}
