import type { ConfigField, ConfigResource, FormValues } from '@portal/shared';

/** What a form shows for an item (or a new one): every value as the text a field holds. */
export function toFormValues(resource: ConfigResource, item: Record<string, unknown> | undefined): FormValues {
  return Object.fromEntries(
    resource.fields.map((field) => {
      const value = item?.[field.name];
      if (field.kind === 'boolean') return [field.name, (value ?? true) === true ? 'true' : ''];
      return [field.name, value === undefined || value === null ? defaultText(field) : String(value)];
    }),
  );
}

function defaultText(field: ConfigField): string {
  if (field.kind === 'number') return '0';
  if (field.kind === 'choice' && field.choices) return Object.keys(field.choices)[0] ?? '';
  return '';
}

/** The API input from the form's text: numbers and references as numbers (NaN says "not a number"). */
export function toInput(resource: ConfigResource, values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    resource.fields.map((field) => {
      const text = values[field.name] ?? '';
      switch (field.kind) {
        case 'boolean':
          return [field.name, text === 'true'];
        case 'number':
          return [field.name, text.trim() === '' ? Number.NaN : Number(text)];
        case 'reference':
          return [field.name, text ? Number(text) : Number.NaN];
        default:
          return [field.name, text];
      }
    }),
  );
}

/** How a value reads in a list cell. */
export function displayValue(field: ConfigField, value: unknown, referenceLabels?: Map<number, string>): string {
  if (field.kind === 'boolean') return value ? 'Yes' : 'No';
  if (field.kind === 'choice' && field.choices) return field.choices[String(value)] ?? String(value ?? '');
  if (field.kind === 'reference') return referenceLabels?.get(Number(value)) ?? String(value ?? '');
  return value === null || value === undefined ? '' : String(value);
}

/** How an item is named among options: its name, else its id. */
export function optionLabel(item: { id: number } & Record<string, unknown>): string {
  return typeof item.name === 'string' ? item.name : String(item.id);
}
