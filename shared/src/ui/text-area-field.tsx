import type { TextareaHTMLAttributes } from 'react';

import { FieldFrame } from './field-frame';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  id?: string;
};

export function TextAreaField({ name, label, hint, error, id = name, rows = 6, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <textarea name={name} rows={rows} className={`usa-textarea${error ? ' usa-input--error' : ''}`} {...control} {...textarea} />
      )}
    </FieldFrame>
  );
}
