import { count, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { msg, type Message } from '../i18n';
import type { Translations } from '../lib/content-language';
import { CHECK_VIOLATION, databaseError, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../lib/db-errors';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { writeAudit, type Serialised } from './audit';
import type { BoundResource } from './bind-resource';
import { requireFiles } from './files';
import { findItem, serialise, type KeyValue } from './read';
import { uniqueSlug } from './slug';
import { andList, anItem, capitalised, counted, thisItem } from './words';

export type Input = Record<string, unknown>;

/** Whether a field is a moment: a `timestamp with time zone` column, given and served as an ISO string. */
function isMoment(bound: BoundResource, field: string): boolean {
  return bound.binding.columns[field]?.getSQLType() === 'timestamp with time zone';
}

/** Field names → the table's properties, for drizzle's insert and update; moments (ISO strings) as dates. */
function toRow(bound: BoundResource, values: Input): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => {
      const moment = typeof value === 'string' && isMoment(bound, field);
      return [bound.propertyOf(field), moment ? new Date(value) : value];
    }),
  );
}

/** A JSON value written with its keys in order, so two with the same content compare equal. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
}

/** Whether an input value is what the item holds already; a moment may come in another offset. */
function same(bound: BoundResource, field: string, value: unknown, held: unknown): boolean {
  if (typeof value === 'string' && typeof held === 'string' && isMoment(bound, field)) {
    return new Date(value).getTime() === new Date(held).getTime();
  }
  if (field === 'translations') return canonical(value) === canonical(held);
  return value === held;
}

/**
 * The versions of an item's words, checked against the item as it will be (`item`): each language
 * given (`given`) is one the portal speaks besides its default, and each version gives every
 * translatable field whose words the default language has, else 400 at `translations.<code>.<field>`.
 */
function checkVersions(bound: BoundResource, languages: readonly string[], item: Input, given: boolean): void {
  if (bound.translatable.length === 0) return;
  const versions = (item.translations ?? {}) as Translations;
  const others = languages.slice(1);
  const errors: Record<string, Message[]> = {};
  for (const [code, version] of Object.entries(versions)) {
    if (!others.includes(code)) {
      if (given) errors[`translations.${code}`] = [msg('configuration.translationLanguage')];
      continue;
    }
    for (const field of bound.translatable) {
      const words = item[field];
      const versionWords = version[field];
      if (typeof words === 'string' && words.trim() !== '' && !(typeof versionWords === 'string' && versionWords.trim() !== '')) {
        errors[`translations.${code}.${field}`] = [msg('configuration.translationMissing')];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

function fieldLabel(bound: BoundResource, field: string): string {
  return (bound.resource.fields.find((f) => f.name === field)?.label ?? field).toLowerCase();
}

/** Every reference given (the parent's too) names an item that exists, else 400 on its field. */
async function requireReferences(tx: Db, bound: BoundResource, input: Input): Promise<void> {
  for (const reference of bound.references) {
    const value = input[reference.field];
    if (value === undefined || value === null) continue;
    const [found] = await tx
      .select({ id: reference.idColumn })
      .from(reference.table)
      .where(eq(reference.idColumn, value as number));
    if (!found) throw badRequest({ [reference.field]: [msg('configuration.referenceMissing', { item: anItem(reference.name) })] });
  }
}

/** The `3 suburbs`, `1 property` still pointing at the item, counted from the binding. */
async function usersOf(tx: Db, bound: BoundResource, id: number): Promise<Message[]> {
  const users: Message[] = [];
  for (const reference of bound.binding.inUse ?? []) {
    const [row] = await tx.select({ n: count() }).from(reference.table).where(eq(reference.column, id));
    const n = row?.n ?? 0;
    if (n > 0) users.push(counted(reference, n));
  }
  return users;
}

/** What a delete of something still in use answers with (409): the contract's inUseMessage. */
function inUse(bound: BoundResource, users: Message[]): Message {
  return capitalised(msg('configuration.inUse', { item: thisItem(bound.resource.name), users: andList(users) }));
}

/**
 * Database refusals as client errors: a duplicate is a 409 (a conflict with a stored record) with
 * the error on its field; a check or reference the binding names (a poll closing before it opens)
 * a 400 on its field; any other reference a 409.
 */
function translate(bound: BoundResource, error: unknown): unknown {
  const info = databaseError(error);
  const named = info?.constraint ? bound.binding.constraints?.[info.constraint] : undefined;
  if (named && (info?.code === CHECK_VIOLATION || info?.code === FOREIGN_KEY_VIOLATION))
    return badRequest({ [named.field]: [named.message] });
  if (info?.code === UNIQUE_VIOLATION) {
    const field = (info.constraint && bound.binding.unique?.[info.constraint]) || 'non_field_errors';
    const what = msg('configuration.duplicateOf', { field, label: fieldLabel(bound, field) });
    const message = capitalised(msg('configuration.duplicate', { item: anItem(bound.resource.name), what }));
    return new HttpError(409, message, { [field]: [message] });
  }
  if (info?.code === FOREIGN_KEY_VIOLATION) return new HttpError(409, inUse(bound, [msg('configuration.otherRecords')]));
  return error;
}

async function guarded<T>(bound: BoundResource, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translate(bound, error);
  }
}

/** `languages`: those the portal speaks, its default first (the versions' languages are the others). */
export function createItem(db: Db, bound: BoundResource, userId: number, input: Input, languages: readonly string[]): Promise<Serialised> {
  const { resource, binding } = bound;
  checkVersions(bound, languages, input, true);
  return guarded(bound, () =>
    db.transaction(async (tx) => {
      await requireReferences(tx, bound, input);
      await requireFiles(tx, bound, input);
      const values: Input = { ...binding.createValues?.(), ...input, ...binding.derive?.(input, null) };
      if (resource.key === 'slug' || resource.slugFrom) {
        const scope = bound.parent ? (input[bound.parent.field] as number) : undefined;
        values.slug = await uniqueSlug(tx, bound, String(input[resource.slugFrom ?? 'name'] ?? ''), scope);
      }
      const [row] = await tx.insert(binding.table).values(toRow(bound, values)).returning(binding.columns);
      if (!row) throw new Error('insert returned no row');
      const item = serialise(row);
      await writeAudit(tx, {
        userId,
        action: 'create',
        resource: resource.name,
        recordId: String(item[resource.key]),
        before: null,
        after: item,
      });
      return item;
    }),
  );
}

/** Changes only the fields given; the slug stays what it was. Nothing changed: no write, no audit row. */
export function updateItem(
  db: Db,
  bound: BoundResource,
  userId: number,
  key: KeyValue,
  input: Input,
  languages: readonly string[],
): Promise<Serialised> {
  const { resource, binding } = bound;
  return guarded(bound, () =>
    db.transaction(async (tx) => {
      const before = await findItem(tx, bound, key, true);
      if (!before) throw notFound();
      const changes = Object.fromEntries(
        Object.entries(input).filter(([field, value]) => value !== undefined && !same(bound, field, value, before[field])),
      );
      if (Object.keys(changes).length === 0) return before;
      if ('translations' in changes || bound.translatable.some((field) => field in changes)) {
        checkVersions(bound, languages, { ...before, ...changes }, 'translations' in changes);
      }
      await requireReferences(tx, bound, changes);
      await requireFiles(tx, bound, changes);
      const derived = binding.derive?.(changes, before);
      const [row] = await tx
        .update(binding.table)
        .set({ ...toRow(bound, { ...changes, ...derived }), [bound.propertyOf('updated_at')]: sql`now()` })
        .where(eq(bound.keyColumn, key))
        .returning(binding.columns);
      if (!row) throw notFound();
      const after = serialise(row);
      await writeAudit(tx, { userId, action: 'update', resource: resource.name, recordId: String(key), before, after });
      return after;
    }),
  );
}

/**
 * `delete`: removes the item, or 409 naming what still uses it. `deactivate`: sets is_active to
 * false and answers the item.
 */
export function removeItem(db: Db, bound: BoundResource, userId: number, key: KeyValue): Promise<Serialised | null> {
  const { resource, binding } = bound;
  return guarded(bound, () =>
    db.transaction(async (tx) => {
      const before = await findItem(tx, bound, key, true);
      if (!before) throw notFound();
      const audit = { userId, resource: resource.name, recordId: String(key), before };
      if (resource.removal === 'deactivate') {
        const [row] = await tx
          .update(binding.table)
          .set({ [bound.propertyOf('is_active')]: false, [bound.propertyOf('updated_at')]: sql`now()` })
          .where(eq(bound.keyColumn, key))
          .returning(binding.columns);
        if (!row) throw notFound();
        const after = serialise(row);
        await writeAudit(tx, { ...audit, action: 'deactivate', after });
        return after;
      }
      const users = await usersOf(tx, bound, before.id as number);
      if (users.length > 0) throw new HttpError(409, inUse(bound, users));
      await tx.delete(binding.table).where(eq(bound.keyColumn, key));
      await writeAudit(tx, { ...audit, action: 'delete', after: null });
      return null;
    }),
  );
}
