import type { ReactNode } from 'react';

import { langOf, TextAreaField, TextField, type PortalLanguage } from '@portal/shared';
import type { ConfigField, ConfigResource } from '@portal/shared/contracts';

import { useText, useTextIn } from '../text';
import { resourceWords } from './resource-text';
import { versionName } from './resource-translations';

type VersionedFieldProps = {
  resource: ConfigResource;
  field: ConfigField;
  /** The other languages a version is written in. */
  languages: PortalLanguage[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onValue: (name: string, words: string) => void;
  /** The field in the portal's own language, as every field is drawn. */
  children: ReactNode;
};

/**
 * A field whose words residents read in their language: its own, and beside it (stacked on a
 * phone) its version in each other language, optional, labelled in that language's words.
 */
export function VersionedField({ resource, field, languages, values, errors, onValue, children }: VersionedFieldProps) {
  return (
    <div className="grid-row grid-gap">
      <div className="tablet:grid-col-6">{children}</div>
      {languages.map((language) => {
        const name = versionName(language.code, field.name);
        return (
          <div key={language.code} className="tablet:grid-col-6">
            <VersionInput
              resource={resource}
              field={field}
              language={language}
              name={name}
              value={values[name] ?? ''}
              error={errors[name]}
              onValue={(words) => onValue(name, words)}
            />
          </div>
        );
      })}
    </div>
  );
}

type VersionInputProps = {
  resource: ConfigResource;
  field: ConfigField;
  language: PortalLanguage;
  name: string;
  value: string;
  error: string | undefined;
  onValue: (words: string) => void;
};

/** One language's version of a field: "Título (español, opcional)", in a line or a box as the field is. */
function VersionInput({ resource, field, language, name, value, error, onValue }: VersionInputProps) {
  const t = useText();
  // Its words in its language once that catalog is here; until then the page's, naming the language as the config does.
  const own = useTextIn(language.code);
  const words = resourceWords(own ?? t, resource);
  const label = (own ?? t)('form.version', { label: words.label(field), language: own ? own('form.version.language') : language.name });
  // Its label, its hint and what is typed in it are in its language (its error in the page's).
  const { lang } = langOf({ language: own ? language.code : undefined });
  const common = {
    name,
    label,
    hint: words.hint(field),
    error,
    value,
    lang,
    labelLang: lang,
    onChange: (event: { target: { value: string } }) => onValue(event.target.value),
  };
  return field.kind === 'textarea' ? <TextAreaField {...common} rows={4} /> : <TextField {...common} type="text" autoComplete="off" />;
}
