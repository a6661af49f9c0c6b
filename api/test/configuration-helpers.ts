import { count } from 'drizzle-orm';
import { CONFIG_RESOURCES, type ConfigField, type ConfigResourceName } from '@portal/shared/contracts';
import type { App } from '../src/app';
import { CONFIG_BINDINGS } from '../src/configuration/bindings';
import { auditLog } from '../src/db/schema-configuration';
import { call } from './helpers';

export const RESOURCE_NAMES = Object.keys(CONFIG_RESOURCES) as ConfigResourceName[];

export const listUrl = (name: string) => `/api/configuration/${name}/`;
export const itemUrl = (name: string, key: string | number) => `/api/configuration/${name}/${key}/`;

/** The item's key (id or slug), as its URL addresses it. */
export const keyOf = (name: ConfigResourceName, item: Record<string, unknown>) => item[CONFIG_RESOURCES[name].key] as string | number;

let counter = 0;

function validValue(field: ConfigField, tag: string, refs: Record<string, number>): unknown {
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
    case 'boolean':
      return true;
    case 'choice':
      return Object.keys(field.choices ?? {})[0];
    case 'reference': {
      const id = refs[field.reference ?? ''];
      if (id === undefined) throw new Error(`no ${field.reference} id given for ${field.name}`);
      return id;
    }
  }
}

/** A body every resource's input schema accepts, unique each call; `refs` gives ids for reference fields. */
export function validInput(name: ConfigResourceName, refs: Record<string, number> = {}): Record<string, unknown> {
  counter += 1;
  const tag = `${name} ${counter} ${Math.random().toString(36).slice(2, 8)}`;
  return Object.fromEntries(CONFIG_RESOURCES[name].fields.map((field: ConfigField) => [field.name, validValue(field, tag, refs)]));
}

/** A value of the wrong type (or outside the choices) for the field. */
export function wrongValue(field: ConfigField): unknown {
  switch (field.kind) {
    case 'number':
    case 'reference':
      return 'many';
    case 'boolean':
      return 'yes';
    case 'choice':
      return 'nowhere';
    default:
      return 12345;
  }
}

/** Ids for every resource's reference fields: the first item of each referenced resource. */
export async function referenceIds(app: App, adminToken: string): Promise<Record<string, number>> {
  const refs: Record<string, number> = {};
  for (const name of RESOURCE_NAMES) {
    for (const field of CONFIG_RESOURCES[name].fields as readonly ConfigField[]) {
      if (field.kind !== 'reference' || !field.reference || refs[field.reference] !== undefined) continue;
      const page = (await call(app, 'GET', `${listUrl(field.reference)}?page_size=1`, { token: adminToken })).json();
      refs[field.reference] = page.results[0].id;
    }
  }
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
