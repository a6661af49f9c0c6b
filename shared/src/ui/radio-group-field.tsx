import type { ReactNode } from 'react';

import { FieldsetFrame } from './field-frame';

/** `lang`: the language of the label and description, when not the page's (a poll's option). */
export type RadioOption = { value: string; label: string; description?: ReactNode; lang?: string };

type RadioGroupFieldProps = {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  /** The language of the legend and the hint, when not the page's (a question staff wrote). */
  labelLang?: string;
  /** USWDS tiles: a bordered box per choice, easier to hit on a phone. */
  tile?: boolean;
  children?: ReactNode;
};

/**
 * A USWDS fieldset of radios with its legend, hint and error. The first radio carries the group's
 * name as its id, so the error summary's `#name` link lands on the group.
 */
export function RadioGroupField({
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  labelLang,
  tile = false,
  children,
}: RadioGroupFieldProps) {
  return (
    <FieldsetFrame id={name} legend={legend} hint={hint} error={error} labelLang={labelLang} describeFieldset>
      {() => (
        <>
          {options.map((option, index) => {
            const id = index === 0 ? name : `${name}-${option.value}`;
            return (
              <div key={option.value} className="usa-radio">
                <input
                  className={`usa-radio__input${tile ? ' usa-radio__input--tile' : ''}`}
                  id={id}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                />
                <label className="usa-radio__label" htmlFor={id} lang={option.lang}>
                  {option.label}
                  {option.description && <span className="usa-checkbox__label-description">{option.description}</span>}
                </label>
              </div>
            );
          })}
          {children}
        </>
      )}
    </FieldsetFrame>
  );
}
