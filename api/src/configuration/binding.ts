import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONFIG_RESOURCES, type ConfigResource, type ConfigResourceName } from '@portal/shared/contracts';

/** Rows of another table that point at an item: while any exist, the item cannot be deleted. */
export type InUseReference = {
  table: PgTable;
  /** The referencing column (it holds the item's id). */
  column: PgColumn;
  /** Plural and singular noun for the message: `3 suburbs`, `1 suburb`. */
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
};

/** A binding resolved against its description: what the generic routes and queries work with. */
export type BoundResource = {
  resource: ConfigResource;
  binding: ConfigBinding;
  tableName: string;
  keyColumn: PgColumn;
  /** Nested resources: the column holding the parent's id, and the parent's table and id column. */
  parent?: { field: string; column: PgColumn; table: PgTable; idColumn: PgColumn; singular: string };
  /** The `reference` fields (the parent's among them): each must name an existing item. */
  references: { field: string; table: PgTable; idColumn: PgColumn; singular: string }[];
  /** Field name → the table's TypeScript property, for inserts and updates. */
  propertyOf: (field: string) => string;
};

function column(binding: ConfigBinding, field: string, resource: string): PgColumn {
  const found = binding.columns[field];
  if (!found) throw new Error(`configuration binding of ${resource} has no column for ${field}`);
  return found;
}

export function bindResource(
  name: ConfigResourceName,
  bindings: Record<ConfigResourceName, ConfigBinding>,
): BoundResource {
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
  for (const field of ['id', 'created_at', 'updated_at', resource.key, ...resource.fields.map((f) => f.name)]) propertyOf(field);

  let parent: BoundResource['parent'];
  if (resource.parent) {
    const parentName = resource.parent.resource as ConfigResourceName;
    const parentBinding = bindings[parentName];
    parent = {
      field: resource.parent.field,
      column: column(binding, resource.parent.field, name),
      table: parentBinding.table,
      idColumn: column(parentBinding, 'id', parentName),
      singular: CONFIG_RESOURCES[parentName].singular,
    };
  }
  const references = resource.fields.flatMap((field) => {
    if (field.kind !== 'reference' || !field.reference) return [];
    const referenced = field.reference as ConfigResourceName;
    const referencedBinding = bindings[referenced];
    if (!referencedBinding) throw new Error(`configuration field ${name}.${field.name} references unknown ${field.reference}`);
    return [{ field: field.name, table: referencedBinding.table, idColumn: column(referencedBinding, 'id', referenced), singular: CONFIG_RESOURCES[referenced].singular }];
  });
  return {
    resource,
    binding,
    references,
    tableName: getTableName(binding.table),
    keyColumn: column(binding, resource.key, name),
    ...(parent ? { parent } : {}),
    propertyOf,
  };
}
