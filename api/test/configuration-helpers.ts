import { count } from 'drizzle-orm';

import { CONFIG_RESOURCES, type ConfigField, type ConfigResourceName } from '@portal/shared/contracts';

import type { App } from '../src/app';
import { CONFIG_BINDINGS } from '../src/configuration/resource-tables';
import { auditLog } from '../src/db/schema';
import { multipart, PDF } from './cases-helpers';
import { call } from './helpers';

export const RESOURCE_NAMES = Object.keys(CONFIG_RESOURCES) as ConfigResourceName[];

/** Resources with a list of items, and the single records (the organization), read and changed at their own address. */
export const LISTED_NAMES = RESOURCE_NAMES.filter((name) => !CONFIG_RESOURCES[name].single);
export const SINGLE_NAMES = RESOURCE_NAMES.filter((name) => CONFIG_RESOURCES[name].single);

export const listUrl = (name: string) => `/api/configuration/${name}/`;
export const itemUrl = (name: string, key: string | number) => `/api/configuration/${name}/${key}/`;
/** Where `validInput` finds the id of a stored document for `file` fields of kind document. */
export const DOCUMENT_FILE = 'file:document';

/** The item's key (id or slug), as its URL addresses it. */
export const keyOf = (name: ConfigResourceName, item: Record<string, unknown>) => item[CONFIG_RESOURCES[name].key] as string | number;

let counter = 0;

const DAY_MS = 24 * 60 * 60 * 1000;

function validValue(field: ConfigField, tag: string, refs: Record<string, number>, nth: number): unknown {
  switch (field.kind) {
    case 'text':
      return `Test ${tag}`;
    case 'textarea':
      return 'Made by a test.';
    case 'email':
      return `test-${tag.replace(/[^a-z0-9]/gi, '').toLowerCase()}@example.org`;
    case 'url':
      return 'https://example.org/join';
    case 'tel':
      return '(555) 010-2030';
    case 'number':
      return 5;
    case 'money':
      return 500_00;
    case 'boolean':
      return true;
    case 'choice':
      return Object.keys(field.choices ?? {})[0];
    case 'reference': {
      const id = refs[field.reference ?? ''];
      if (id === undefined) throw new Error(`no ${field.reference} id given for ${field.name}`);
      return id;
    }
    case 'datetime':
      // Later for each further date of the item: a poll closes after it opens.
      return new Date(Date.now() + (nth + 1) * DAY_MS).toISOString();
    case 'file': {
      if (field.file === 'image') return null;
      const id = refs[DOCUMENT_FILE];
      if (id === undefined) throw new Error(`no stored document given for ${field.name}`);
      return id;
    }
  }
}

/** A body every resource's input schema accepts, unique each call; `refs` gives ids for reference fields. */
export function validInput(name: ConfigResourceName, refs: Record<string, number> = {}): Record<string, unknown> {
  counter += 1;
  const tag = `${name} ${counter} ${Math.random().toString(36).slice(2, 8)}`;
  return Object.fromEntries(
    CONFIG_RESOURCES[name].fields.map((field: ConfigField, nth) => [field.name, validValue(field, tag, refs, nth)]),
  );
}

/** A value of the wrong type (or outside the choices) for the field. */
export function wrongValue(field: ConfigField): unknown {
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'reference':
      return 'many';
    case 'file':
      return field.file === 'document' ? 'many' : 12345;
    case 'boolean':
      return 'yes';
    case 'choice':
      return 'nowhere';
    default:
      return 12345;
  }
}

/** POST /api/configuration/files/?kind=…, as the configuration forms upload. */
export function uploadConfigFile(app: App, token: string, kind: string, content: Buffer, fileName = 'file.bin') {
  const body = multipart(content, fileName);
  return call(app, 'POST', `/api/configuration/files/?kind=${kind}`, { token, headers: body.headers, body: body.payload });
}

/**
 * Ids for every resource's reference fields: the first item of each referenced resource (of the
 * parent chosen, for nested ones: a document's subcategory is of its category), and a stored
 * document for document fields.
 */
export async function referenceIds(app: App, adminToken: string): Promise<Record<string, number>> {
  const refs: Record<string, number> = {};
  const pick = async (name: ConfigResourceName): Promise<void> => {
    if (refs[name] !== undefined) return;
    const parent = CONFIG_RESOURCES[name].parent;
    let filter = '';
    if (parent) {
      await pick(parent.resource as ConfigResourceName);
      filter = `&${parent.field}=${refs[parent.resource]}`;
    }
    const page = (await call(app, 'GET', `${listUrl(name)}?page_size=1${filter}`, { token: adminToken })).json();
    refs[name] = page.results[0].id;
  };
  for (const name of RESOURCE_NAMES) {
    for (const field of CONFIG_RESOURCES[name].fields as readonly ConfigField[]) {
      if (field.kind === 'reference' && field.reference) await pick(field.reference as ConfigResourceName);
    }
  }
  const stored = await uploadConfigFile(app, adminToken, 'document', PDF, 'test.pdf');
  if (stored.statusCode !== 201) throw new Error(`storing a document: ${stored.statusCode} ${stored.body}`);
  refs[DOCUMENT_FILE] = stored.json<{ id: number }>().id;
  return refs;
}

export async function rowCount(app: App, name: ConfigResourceName): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(CONFIG_BINDINGS[name].table);
  return row?.n ?? 0;
}

export async function auditCount(app: App): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}
