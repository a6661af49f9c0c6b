import type { ConfigField, ConfigResource } from './resource';

// The usual fields and choices of configuration descriptions, written once.

export const activeField: ConfigField = {
  name: 'is_active',
  label: 'Active',
  kind: 'boolean',
  hint: 'Inactive ones are hidden from residents.',
  inList: true,
};
export const sortField: ConfigField = {
  name: 'sort_order',
  label: 'Sort order',
  kind: 'number',
  hint: 'Lower numbers come first.',
  sortable: true,
};
export const nameField: ConfigField = { name: 'name', label: 'Name', kind: 'text', inList: true, sortable: true };
export const descriptionField: ConfigField = { name: 'description', label: 'Description', kind: 'textarea' };
/** A name staff write for residents (a category, a department), with a version in each language. */
export const wordsNameField: ConfigField = { ...nameField, translatable: true };
/** A description staff write for residents, with a version in each language. */
export const wordsDescriptionField: ConfigField = { ...descriptionField, translatable: true };

export type Unnamed = Omit<ConfigResource, 'name'>;
type Defaulted = 'access' | 'key' | 'removal' | 'editPrefix';

/**
 * A description with the usual choices filled in: super users, addressed by id, deleted (unless in
 * use), edited at `{path}/update/{id}`.
 */
export function describe(resource: Omit<Unnamed, Defaulted> & Partial<Unnamed>): Unnamed {
  return { access: 'super', key: 'id', removal: 'delete', editPrefix: 'update/', ...resource };
}

/** Each description named by its key, which is also its API segment. */
export function named<T extends Record<string, Unnamed>>(resources: T): { [K in keyof T]: ConfigResource } {
  return Object.fromEntries(Object.entries(resources).map(([name, resource]) => [name, { ...resource, name }])) as {
    [K in keyof T]: ConfigResource;
  };
}
