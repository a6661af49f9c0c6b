import { useQuery } from '@tanstack/react-query';

import { CheckboxField, SelectField, TextAreaField, TextField, useApi, type FormValues } from '@portal/shared';
import { CONFIG_RESOURCES, type ConfigField, type ConfigResourceName } from '@portal/shared/contracts';

import { FileField } from './file-field';
import { resourceOptionsQuery } from './resource-queries';
import { optionLabel } from './resource-values';

type ResourceFieldProps = {
  field: ConfigField;
  /** The whole form's values: a document field also fills in the name it is saved under. */
  values: FormValues;
  error: string | undefined;
  onValues: (changes: FormValues) => void;
};

const INPUT_TYPES: Record<string, string> = { text: 'text', email: 'email', url: 'url', tel: 'tel', number: 'text', money: 'text' };
const AUTOCOMPLETE = { email: 'email', tel: 'tel', url: 'url' } as Record<string, string>;

/** One field of a configuration form, drawn from its description. */
export function ResourceField({ field, values, error, onValues }: ResourceFieldProps) {
  const value = values[field.name] ?? '';
  const onValue = (text: string) => onValues({ [field.name]: text });
  const common = { name: field.name, label: field.label, hint: field.hint, error, value };
  switch (field.kind) {
    case 'file':
      return (
        <FileField
          field={field}
          value={value}
          fileName={field.nameField ? values[field.nameField] : undefined}
          error={error}
          onUploaded={(file) =>
            onValues({
              [field.name]: field.file === 'document' ? String(file.id) : (file.url ?? ''),
              ...(field.nameField ? { [field.nameField]: file.file_name } : {}),
            })
          }
          onRemove={() => onValue('')}
        />
      );
    case 'datetime':
      return <TextField {...common} type="datetime-local" onChange={(event) => onValue(event.target.value)} />;
    case 'textarea':
      return <TextAreaField {...common} rows={4} onChange={(event) => onValue(event.target.value)} />;
    case 'boolean':
      return (
        <CheckboxField
          name={field.name}
          label={field.label}
          description={field.hint}
          checked={value === 'true'}
          onChange={(checked) => onValue(checked ? 'true' : '')}
          className="margin-y-3"
        />
      );
    case 'choice':
      return (
        <SelectField
          {...common}
          options={Object.entries(field.choices ?? {}).map(([option, label]) => ({ value: option, label }))}
          onChange={(event) => onValue(event.target.value)}
        />
      );
    case 'reference':
      return <ReferenceSelect reference={field.reference ?? ''} placeholder="- Select -" {...common} onValue={onValue} />;
    default:
      return (
        <TextField
          {...common}
          type={INPUT_TYPES[field.kind]}
          inputMode={field.kind === 'number' ? 'numeric' : field.kind === 'money' ? 'decimal' : undefined}
          autoComplete={AUTOCOMPLETE[field.kind] ?? 'off'}
          onChange={(event) => onValue(event.target.value)}
        />
      );
  }
}

type ReferenceSelectProps = {
  reference: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  hint?: string;
  error?: string;
  onValue: (value: string) => void;
};

/** A choice among the items of another resource (a suburb's town), by id. */
export function ReferenceSelect({ reference, onValue, ...select }: ReferenceSelectProps) {
  const api = useApi();
  const options = useQuery(resourceOptionsQuery(api, reference as ConfigResourceName));
  const resource = CONFIG_RESOURCES[reference as ConfigResourceName];
  return (
    <SelectField
      {...select}
      options={(options.data?.results ?? []).map((item) => ({ value: item.id, label: optionLabel(resource, item) }))}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}
