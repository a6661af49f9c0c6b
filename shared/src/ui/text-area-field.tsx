import type { TextareaHTMLAttributes } from 'react';

import { FieldFrame } from './field-frame';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  /** The language of the label and the hint, when not the page's (`lang` is what is typed in). */
  labelLang?: string;
};

export function TextAreaField({ name, label, hint, error, id = name, rows = 6, labelLang, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} labelLang={labelLang}>
      {(control) => (
        <textarea name={name} rows={rows} className={`usa-textarea${error ? ' usa-input--error' : ''}`} {...control} {...textarea} />
      )}
    </FieldFrame>
  );
}
