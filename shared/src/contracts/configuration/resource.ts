/**
 * Configuration screens are built from these descriptions: one list and one form for every
 * resource, and one generic set of API routes, instead of a copy per resource. A description
 * says what the resource is called, who may change it, its fields, and its zod schemas; the API
 * binds it to a table and the configuration remote renders it.
 */
export const CONFIG_FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'url',
  'tel',
  'number',
  'boolean',
  'choice',
  'reference',
  'datetime',
  'file',
  'money',
] as const;
export type ConfigFieldKind = (typeof CONFIG_FIELD_KINDS)[number];

export type ConfigField = {
  /** The JSON name in the item and the input. */
  name: string;
  label: string;
  kind: ConfigFieldKind;
  hint?: string;
  /** `choice`: value → label. */
  choices?: Record<string, string>;
  /** `reference`: the resource whose items are the options (by id, labelled by `name`). */
  reference?: string;
  /**
   * `file`: what may be uploaded (CONFIG_FILE_RULES). An image field holds the image's public
   * address; a document field holds the stored file's id, and `nameField` the name it is
   * downloaded under, filled in from the upload.
   */
  file?: ConfigFileKind;
  nameField?: string;
  /** `boolean`: a new item's value; true unless said (drafts start unpublished). */
  initially?: boolean;
  /** A column of the list screen. */
  inList?: boolean;
  /** The list can be sorted by it (`ordering=name` / `ordering=-name`). */
  sortable?: boolean;
  /**
   * `text` and `textarea`: words staff write for residents, with a version in each other language
   * the portal speaks (the item's `translations`).
   */
  translatable?: boolean;
};

export type ConfigAccess = 'super' | 'admin';
export type ConfigFileKind = 'image' | 'document';

export type ConfigResource = {
  /** The API segment: `/api/configuration/{name}/`. */
  name: string;
  /** The screen's base path, as docs/product-rules.md#routes names it: `/configuration/chat`. */
  path: string;
  /** Some edit screens are `update/{id}`, others `{id}` (docs/product-rules.md#routes). */
  editPrefix: '' | 'update/';
  title: string;
  singular: string;
  access: ConfigAccess;
  /** Items are addressed by id, or by a generated unique slug. */
  key: 'id' | 'slug';
  /**
   * Where the slug comes from: for `key: 'slug'`, and for id-keyed nested resources that still
   * carry a slug for public URLs (unique within their parent). Made on create, never changed.
   */
  slugFrom?: string;
  /** Nested resources are listed and created under one parent: suburbs under a town. */
  parent?: { resource: string; field: string };
  /** The parent's id is a segment of the screens' paths (`disputes/criteria/{type}`), not a query. */
  parentInPath?: boolean;
  /**
   * delete removes the row (refused while in use); deactivate keeps it, hidden from residents;
   * none: it cannot be removed (the organization).
   */
  removal: 'delete' | 'deactivate' | 'none';
  /**
   * One record only (the organization): read and changed at the resource's own address, with
   * no list, no create and no removal.
   */
  single?: boolean;
  /** The field an item is called by among options and in messages; `name` unless said. */
  labelField?: string;
  /** Searched by `?search=`. */
  search: string[];
  defaultOrdering: string;
  fields: ConfigField[];
};

/** `a town`, `an emergency category`: the singular with its article. */
export function withArticle(singular: string): string {
  return `${/^[aeiou]/i.test(singular) ? 'an' : 'a'} ${singular}`;
}

/** What a delete of something still in use answers with (409). */
export function inUseMessage(singular: string, users: string[]): string {
  return `This ${singular} is still used by ${users.join(' and ')}. Change or remove those first, or deactivate it instead.`;
}

/** Any resource's item, as the generic screens handle it: an id and named values. */
export type ConfigItem = { id: number } & Record<string, unknown>;
