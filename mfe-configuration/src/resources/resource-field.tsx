import { useQuery } from '@tanstack/react-query';
import { CheckboxField, SelectField, TextAreaField, TextField, useApi, type ConfigField, type ConfigResourceName } from '@portal/shared';
import { resourceOptionsQuery } from './resource-queries';
import { optionLabel } from './resource-values';

type ResourceFieldProps = {
  field: ConfigField;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
};

const INPUT_TYPES = { text: 'text', email: 'email', url: 'url', tel: 'tel', number: 'text' } as const;
const AUTOCOMPLETE = { email: 'email', tel: 'tel', url: 'url' } as Record<string, string>;

/** One field of a configuration form, drawn from its description. */
export function ResourceField({ field, value, error, onValue }: ResourceFieldProps) {
  const common = { name: field.name, label: field.label, hint: field.hint, error, value };
  switch (field.kind) {
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
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
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
  return (
    <SelectField
      {...select}
      options={(options.data?.results ?? []).map((item) => ({ value: item.id, label: optionLabel(item) }))}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}
