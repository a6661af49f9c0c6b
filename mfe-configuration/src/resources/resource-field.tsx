import { useQuery } from '@tanstack/react-query';

import { CheckboxField, DateField, MoneyField, SelectField, TextAreaField, TextField, useApi, type FormValues } from '@portal/shared';
import { CONFIG_RESOURCES, type ConfigField, type ConfigResource, type ConfigResourceName } from '@portal/shared/contracts';
import { parseTime, TimeField } from '@portal/shared/fields';

import { useText } from '../text';
import { resourceOptionsQuery } from './resource-queries';
import { resourceWords } from './resource-text';
import { optionLabel } from './resource-values';
import { UploadField } from './upload-field';

type ResourceFieldProps = {
  /** The resource the field describes: its words are the resource's. */
  resource: ConfigResource;
  field: ConfigField;
  /** The whole form's values: a document field also fills in the name it is saved under. */
  values: FormValues;
  error: string | undefined;
  /** Optional questions say so in their label; required ones are not marked (the kit's rule). */
  required: boolean;
  /**
   * The language its words are in, named in the page's words, on a page in another: a field whose
   * words have versions in other languages beside it says which it is ("Nombre (inglés)").
   */
  language?: { code: string; name: string };
  onValues: (changes: FormValues) => void;
};

const INPUT_TYPES: Record<string, string> = { text: 'text', email: 'email', url: 'url', tel: 'tel', number: 'text' };
const AUTOCOMPLETE = { email: 'email', tel: 'tel', url: 'url' } as Record<string, string>;

/**
 * One field of a configuration form, drawn from its description: the one place where a field's
 * kind becomes a kit field (money the money field, files the file input, moments the date field).
 */
export function ResourceField({ resource, field, values, error, required, language, onValues }: ResourceFieldProps) {
  const t = useText();
  const words = resourceWords(t, resource);
  const value = values[field.name] ?? '';
  const onValue = (text: string) => onValues({ [field.name]: text });
  const fieldLabel = words.label(field);
  const label = language
    ? t(required ? 'form.version.own' : 'form.version', { label: fieldLabel, language: language.name })
    : required
      ? fieldLabel
      : t('form.optional', { label: fieldLabel });
  const hint = words.hint(field);
  const common = { name: field.name, label, hint, error, value };
  switch (field.kind) {
    case 'file':
      return (
        <UploadField
          field={field}
          label={label}
          hint={hint}
          removeId={words.removeId(field)}
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
      return <MomentField {...common} timeLabel={t('form.time', { label: fieldLabel })} onValue={onValue} />;
    case 'money':
      return <MoneyField {...common} autoComplete="off" onChange={(event) => onValue(event.target.value)} />;
    case 'textarea':
      return <TextAreaField {...common} lang={language?.code} rows={4} onChange={(event) => onValue(event.target.value)} />;
    case 'boolean':
      return (
        <CheckboxField
          name={field.name}
          label={fieldLabel}
          description={hint}
          checked={value === 'true'}
          onChange={(checked) => onValue(checked ? 'true' : '')}
          className="margin-y-3"
        />
      );
    case 'choice':
      return (
        <SelectField
          {...common}
          options={Object.keys(field.choices ?? {}).map((option) => ({ value: option, label: words.choice(field, option) }))}
          onChange={(event) => onValue(event.target.value)}
        />
      );
    case 'reference':
      return <ReferenceSelect reference={field.reference ?? ''} placeholder={t('form.select')} {...common} onValue={onValue} />;
    default:
      return (
        <TextField
          {...common}
          lang={language?.code}
          type={INPUT_TYPES[field.kind]}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          autoComplete={AUTOCOMPLETE[field.kind] ?? 'off'}
          onChange={(event) => onValue(event.target.value)}
        />
      );
  }
}

type MomentFieldProps = {
  name: string;
  label: string;
  timeLabel: string;
  hint?: string;
  error?: string;
  value: string;
  onValue: (value: string) => void;
};

/**
 * A moment (a poll opens, a campaign ends) as the kit's date and time fields; the value
 * is what a `datetime-local` input would hold ("2026-11-22T09:00"), "" when both are empty. A date
 * without its time is the date at the start of the day.
 */
function MomentField({ name, label, timeLabel, hint, error, value, onValue }: MomentFieldProps) {
  const [date = '', time = ''] = value.split('T');
  const join = (nextDate: string, nextTime: string) => onValue(nextDate || nextTime ? `${nextDate}T${nextTime || '00:00'}` : '');
  return (
    <>
      <DateField name={name} legend={label} hint={hint} error={error} value={date} onChange={(next) => join(next, time)} />
      <TimeField
        name={`${name}-time`}
        label={timeLabel}
        // A time typed that is none is marked too, beside the date the summary leads to.
        error={error && time && !parseTime(time) ? error : undefined}
        value={time}
        onValue={(next) => join(date, next)}
      />
    </>
  );
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
