import { dollarsToCents, formatDateTime, formatMoney, type FormValues } from '@portal/shared';
import { CONFIG_SCHEMAS, type ConfigField, type ConfigResource, type ConfigResourceName } from '@portal/shared/contracts';

import { text } from '../text';
import { choiceLabel, resourceWordId } from './resource-text';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a `datetime-local` input holds it: the person's own time, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What a `datetime-local` input holds, as the ISO moment the API takes (unreadable text as it is, for the message). */
export function fromLocalInput(text: string): string {
  if (text.trim() === '') return '';
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** What a form shows for an item (or a new one): every value as the text a field holds. */
export function toFormValues(resource: ConfigResource, item: Record<string, unknown> | undefined): FormValues {
  return Object.fromEntries(
    resource.fields.map((field) => {
      const value = item?.[field.name];
      if (field.kind === 'boolean') return [field.name, (value ?? field.initially ?? true) === true ? 'true' : ''];
      if (value === undefined || value === null) return [field.name, defaultText(field)];
      if (field.kind === 'datetime') return [field.name, toLocalInput(String(value))];
      if (field.kind === 'money') return [field.name, (Number(value) / 100).toFixed(2)];
      return [field.name, String(value)];
    }),
  );
}

function defaultText(field: ConfigField): string {
  if (field.kind === 'number') return '0';
  if (field.kind === 'choice' && field.choices) return Object.keys(field.choices)[0] ?? '';
  return '';
}

/** A stored document is chosen by its id; an image by its address. */
const holdsId = (field: ConfigField) => field.kind === 'reference' || (field.kind === 'file' && field.file === 'document');

/** The API input from the form's text: numbers and references as numbers (NaN says "not a number"). */
export function toInput(resource: ConfigResource, values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    resource.fields.map((field) => {
      const text = values[field.name] ?? '';
      if (field.kind === 'boolean') return [field.name, text === 'true'];
      if (field.kind === 'number') return [field.name, text.trim() === '' ? Number.NaN : Number(text)];
      if (holdsId(field)) return [field.name, text ? Number(text) : Number.NaN];
      if (field.kind === 'datetime') return [field.name, fromLocalInput(text)];
      // Dollars as typed, in cents; left empty, no amount.
      if (field.kind === 'money') return [field.name, text.trim() === '' ? null : dollarsToCents(text)];
      return [field.name, text];
    }),
  );
}

type Tone = 'success' | 'neutral';
/**
 * Flags that are a status (shown or hidden from residents), by field: the tone of each state; its
 * words are `flag.<field>.on` and `flag.<field>.off` ("Published", "Draft").
 */
const FLAG_TONES: Record<string, { on: Tone; off: Tone }> = {
  is_published: { on: 'success', off: 'neutral' },
  is_active: { on: 'success', off: 'neutral' },
};

/** A status flag's state as a tag reads it ("Published", success); other yes/no fields have none. */
export function flagState(field: ConfigField, value: unknown): { label: string; tone: Tone } | undefined {
  const tones = field.kind === 'boolean' ? FLAG_TONES[field.name] : undefined;
  if (!tones) return undefined;
  const state = value ? 'on' : 'off';
  return { label: text(`flag.${field.name}.${state}`), tone: tones[state] };
}

/** How a value reads in a list cell. */
export function displayValue(field: ConfigField, value: unknown, referenceLabels?: Map<number, string>): string {
  if (field.kind === 'boolean') return flagState(field, value)?.label ?? text(value ? 'value.yes' : 'value.no');
  if (field.kind === 'choice' && field.choices) return choiceLabel(field, String(value ?? ''));
  if (field.kind === 'reference') return referenceLabels?.get(Number(value)) ?? String(value ?? '');
  if (field.kind === 'datetime') return typeof value === 'string' ? formatDateTime(value) : '';
  if (field.kind === 'money') return typeof value === 'number' ? formatMoney(value) : '';
  return value === null || value === undefined ? '' : String(value);
}

/** How an item is named among options: by its label field (`name` unless described), else its id. */
export function optionLabel(resource: ConfigResource, item: { id: number } & Record<string, unknown>): string {
  const label = item[resource.labelField ?? 'name'];
  return typeof label === 'string' ? label : String(item.id);
}

/** What an item is called in a confirmation: its label field, else its first listed text (a criterion's question). */
export function itemName(resource: ConfigResource, item: unknown): string {
  const values = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const named = [resource.labelField ?? 'name', ...resource.fields.filter((field) => field.kind === 'text').map((field) => field.name)];
  const found = named.map((field) => values[field]).find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof found === 'string' ? found : text(resourceWordId(resource.name, 'unnamed'));
}

/**
 * Whether a field must be filled in, as the resource's own input schema says: what the field holds
 * when left empty is refused. Yes/no fields are never marked: either answer is one.
 */
export function isRequired(resource: ConfigResource, field: ConfigField): boolean {
  if (field.kind === 'boolean') return false;
  const schema = CONFIG_SCHEMAS[resource.name as ConfigResourceName].input.shape as Record<
    string,
    { safeParse: (value: unknown) => { success: boolean } } | undefined
  >;
  const rule = schema[field.name];
  if (!rule) return false;
  return !rule.safeParse(toInput({ ...resource, fields: [field] }, { [field.name]: '' })[field.name]).success;
}
