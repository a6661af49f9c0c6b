import type { MessageValues, Translate } from '@portal/shared';
import { CONFIG_RESOURCES, type ConfigField, type ConfigResource } from '@portal/shared/contracts';

import { text } from '../text';

// A resource's words are this area's messages, named after the resource and its fields:
// `resource.<name>.<word>` and `resource.<name>.field.<field>.<label|hint|remove|choice.<value>>`.
// The descriptions keep their English for the API; resource-text.test.ts holds the catalog's English
// equal to it, and fails for a resource or a field described without its words.

/** What the screens say of a resource: its name, its items, and each sentence about them. */
export type ResourceWord =
  | 'name'
  | 'item'
  | 'items'
  | 'unnamed'
  | 'card'
  | 'add'
  | 'submit'
  | 'edit'
  | 'added'
  | 'remove.heading'
  | 'remove.button'
  | 'removed'
  | 'search'
  | 'pages'
  | 'empty.title'
  | 'empty.text'
  | 'empty.under'
  | 'filter.all'
  | 'noMatch.title'
  | 'noMatch.text';

export type FieldWord = 'label' | 'hint' | 'remove';

export const resourceWordId = (resource: string, word: ResourceWord) => `resource.${resource}.${word}`;
export const fieldWordId = (resource: string, field: string, word: FieldWord) => `resource.${resource}.field.${field}.${word}`;
export const choiceId = (resource: string, field: string, value: string) => `resource.${resource}.field.${field}.choice.${value}`;

/** One resource's words in the page's language, through a component's `t` (or `text` outside one). */
export function resourceWords(t: Translate, resource: Pick<ConfigResource, 'name'>) {
  return {
    word: (word: ResourceWord, values?: MessageValues) => t(resourceWordId(resource.name, word), values),
    label: (field: ConfigField) => t(fieldWordId(resource.name, field.name, 'label')),
    hint: (field: ConfigField) => (field.hint ? t(fieldWordId(resource.name, field.name, 'hint')) : undefined),
    /** The id of an image field's "Remove<0> picture</0>", for `Rich`. */
    removeId: (field: ConfigField) => fieldWordId(resource.name, field.name, 'remove'),
    /** A choice's label; a value the description does not name is shown as it is. */
    choice: (field: ConfigField, value: string) =>
      field.choices && Object.hasOwn(field.choices, value) ? t(choiceId(resource.name, field.name, value)) : value,
  };
}
export type ResourceWords = ReturnType<typeof resourceWords>;

/** The resource whose description holds a field: a choice field is described once, in one resource. */
const owners = new Map<ConfigField, string>();
for (const resource of Object.values(CONFIG_RESOURCES) as ConfigResource[])
  for (const field of resource.fields) if (!owners.has(field)) owners.set(field, resource.name);

/** A choice field's label for a value, from the words of the resource that describes it. */
export function choiceLabel(field: ConfigField, value: string): string {
  const owner = owners.get(field);
  return owner ? resourceWords(text, { name: owner }).choice(field, value) : value;
}
