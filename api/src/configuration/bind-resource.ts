import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import { CONFIG_RESOURCES, type ConfigFileKind, type ConfigResource, type ConfigResourceName } from '@portal/shared/contracts';

import type { Message } from '../i18n';
import type { Serialised } from './audit';

/** Rows of another table that point at an item: while any exist, the item cannot be deleted. */
export type InUseReference = {
  table: PgTable;
  /** The referencing column (it holds the item's id). */
  column: PgColumn;
  /** Plural and singular noun for the message: `3 suburbs`, `1 suburb` (other languages: `configuration.count.<label>`). */
  label: string;
  one: string;
};

/** How one configuration resource of the contract maps onto its table. */
export type ConfigBinding = {
  table: PgTable;
  /**
   * The item's fields by JSON name: `id`, `created_at`, `updated_at`, the input's fields and, for
   * slug resources, `slug`. The key and parent columns are the ones named by the description.
   */
  columns: Record<string, PgColumn>;
  /** Unique indexes or constraints by name → the field a duplicate is reported on. */
  unique?: Record<string, string>;
  inUse?: InUseReference[];
  /** Values a create stores besides the input, by field name (e.g. a default owner). */
  createValues?: () => Record<string, unknown>;
  /**
   * Values that follow from a write, by field name, stored with it: `changes` is the input of a
   * create or the changed fields of an update, `before` the item before an update (null on create).
   */
  derive?: (changes: Record<string, unknown>, before: Serialised | null) => Record<string, unknown>;
  /**
   * Check and foreign-key constraints by name → the field and message a violation is reported
   * on (400). Others keep their general answer.
   */
  constraints?: Record<string, { field: string; message: Message }>;
};

/** A binding resolved against its description: what the generic routes and queries work with. */
export type BoundResource = {
  resource: ConfigResource;
  binding: ConfigBinding;
  tableName: string;
  keyColumn: PgColumn;
  /** Nested resources: the column holding the parent's id, and the parent's table and id column. */
  parent?: { field: string; column: PgColumn; table: PgTable; idColumn: PgColumn; name: ConfigResourceName; singular: string };
  /** The `reference` fields (the parent's among them): each must name an existing item. */
  references: { field: string; table: PgTable; idColumn: PgColumn; name: ConfigResourceName; singular: string }[];
  /** The `file` fields: a stored image's address or a stored document's id, checked on write. */
  files: { field: string; kind: ConfigFileKind }[];
  /** Field name → the table's TypeScript property, for inserts and updates. */
  propertyOf: (field: string) => string;
  /** The fields whose words have a version in each other language (held in the item's `translations`). */
  translatable: string[];
};

/** A binding as written: its columns follow from the contract's description (see tableBindings). */
export type TableBinding = Omit<ConfigBinding, 'columns'> & {
  /** Columns read besides the described fields, by JSON name: ones the API fills in (`published_at`). */
  alsoColumns?: string[];
};

/** The fields of a description whose words staff write in each language. */
export const translatableFields = (resource: ConfigResource): string[] =>
  resource.fields.filter((field) => field.translatable === true).map((field) => field.name);

const propertyName = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Each binding with its columns: `id`, `created_at` (not for a single record) and `updated_at`,
 * the key, the described fields and `alsoColumns`, each the table's column of the same name in
 * camelCase (`sort_order`: `sortOrder`).
 */
export function tableBindings<N extends ConfigResourceName>(bindings: Record<N, TableBinding>): Record<N, ConfigBinding> {
  const entries = (Object.entries(bindings) as [N, TableBinding][]).map(([name, { alsoColumns = [], ...binding }]) => {
    const resource: ConfigResource = CONFIG_RESOURCES[name];
    const stamps = resource.single ? ['id', 'updated_at'] : ['id', 'created_at', 'updated_at'];
    const tableColumns = getTableColumns(binding.table);
    const versions = translatableFields(resource).length > 0 ? ['translations'] : [];
    const fields = new Set([...stamps, resource.key, ...resource.fields.map((f) => f.name), ...versions, ...alsoColumns]);
    const columns = Object.fromEntries(
      [...fields].map((field) => {
        const found = tableColumns[propertyName(field)];
        if (!found) throw new Error(`configuration binding of ${name}: its table has no column for ${field}`);
        return [field, found as PgColumn];
      }),
    );
    return [name, { ...binding, columns }];
  });
  return Object.fromEntries(entries) as Record<N, ConfigBinding>;
}

function column(binding: ConfigBinding, field: string, resource: string): PgColumn {
  const found = binding.columns[field];
  if (!found) throw new Error(`configuration binding of ${resource} has no column for ${field}`);
  return found;
}

export function bindResource(name: ConfigResourceName, bindings: Record<ConfigResourceName, ConfigBinding>): BoundResource {
  const resource: ConfigResource = CONFIG_RESOURCES[name];
  const binding = bindings[name];
  const properties = new Map<PgColumn, string>(
    Object.entries(getTableColumns(binding.table)).map(([property, c]) => [c as PgColumn, property]),
  );
  const propertyOf = (field: string) => {
    const property = properties.get(column(binding, field, name));
    if (!property) throw new Error(`configuration binding of ${name}: ${field} is not a column of its table`);
    return property;
  };
  // Fail at start-up, not at the first request, when a binding misses a field of the contract.
  // A single record is never created through the API, so it needs no created_at.
  const stamps = resource.single ? ['id', 'updated_at'] : ['id', 'created_at', 'updated_at'];
  for (const field of [...stamps, resource.key, ...resource.fields.map((f) => f.name)]) propertyOf(field);

  let parent: BoundResource['parent'];
  if (resource.parent) {
    const parentName = resource.parent.resource as ConfigResourceName;
    const parentBinding = bindings[parentName];
    parent = {
      field: resource.parent.field,
      column: column(binding, resource.parent.field, name),
      table: parentBinding.table,
      idColumn: column(parentBinding, 'id', parentName),
      name: parentName,
      singular: CONFIG_RESOURCES[parentName].singular,
    };
  }
  const references = resource.fields.flatMap((field) => {
    if (field.kind !== 'reference' || !field.reference) return [];
    const referenced = field.reference as ConfigResourceName;
    const referencedBinding = bindings[referenced];
    if (!referencedBinding) throw new Error(`configuration field ${name}.${field.name} references unknown ${field.reference}`);
    return [
      {
        field: field.name,
        table: referencedBinding.table,
        idColumn: column(referencedBinding, 'id', referenced),
        name: referenced,
        singular: CONFIG_RESOURCES[referenced].singular,
      },
    ];
  });
  const files = resource.fields.flatMap((field) => {
    if (field.kind !== 'file') return [];
    if (!field.file) throw new Error(`configuration field ${name}.${field.name} is a file of no kind`);
    return [{ field: field.name, kind: field.file }];
  });
  const translatable = translatableFields(resource);
  if (translatable.length > 0) propertyOf('translations');
  return {
    resource,
    binding,
    translatable,
    references,
    files,
    tableName: getTableName(binding.table),
    keyColumn: column(binding, resource.key, name),
    ...(parent ? { parent } : {}),
    propertyOf,
  };
}
