import { describe, expect, it } from 'vitest';

import en from '../locales/en.json';
import es from '../locales/es.json';
import * as contracts from './index';
import { portalMessage } from './zod-config';

// Every message of the contracts is a message id of the kit's catalogs, which the forms and the API
// say in the person's language. These tests hold every id a contract can give in the catalogs: the
// messages of each exported schema (and of the schemas the exported functions make), and every id
// written in the contracts' sources.

const english: Record<string, string> = en;
const spanish: Record<string, string> = es;

type Def = {
  type: string;
  error?: (issue: Record<string, unknown>) => unknown;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  shape?: Record<string, unknown>;
  catchall?: unknown;
  options?: unknown[];
  [key: string]: unknown;
};
type CheckDef = {
  check: string;
  error?: Def['error'];
  format?: string;
  maximum?: number;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
};

const isSchema = (value: unknown): value is { _zod: { def: Def } } =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as { _zod: { def?: unknown } })._zod.def === 'object';

/** The message a schema (or one of its checks) gives for an issue: its own, or the portal's default. */
function messageOf(error: Def['error'], issue: Record<string, unknown>): string {
  const own = error?.(issue);
  if (typeof own === 'string') return own;
  if (own && typeof own === 'object' && typeof (own as { message?: unknown }).message === 'string')
    return (own as { message: string }).message;
  return portalMessage(issue as Parameters<typeof portalMessage>[0]);
}

const INPUTS = [undefined, '', 'x', 1.5, {}];
const ORIGIN: Record<string, string> = { string: 'string', array: 'array', number: 'number', set: 'set', bigint: 'bigint', date: 'date' };

/** The issues a schema of this type can raise about its input's type. */
function typeIssues(def: Def): Record<string, unknown>[] {
  if (def.format) return INPUTS.map((input) => ({ code: 'invalid_format', format: def.format, input }));
  switch (def.type) {
    case 'enum':
    case 'literal':
      return INPUTS.map((input) => ({ code: 'invalid_value', values: [], input }));
    case 'union':
      return INPUTS.map((input) => ({ code: 'invalid_union', errors: [], input }));
    case 'object': {
      const issues: Record<string, unknown>[] = INPUTS.flatMap((input) => [
        { code: 'invalid_type', expected: 'object', input, path: [] },
        { code: 'invalid_type', expected: 'object', input, path: ['field'] },
      ]);
      if (isSchema(def.catchall) && def.catchall._zod.def.type === 'never')
        issues.push({ code: 'unrecognized_keys', keys: ['extra'], input: {} });
      return issues;
    }
    case 'pipe':
    case 'transform':
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
    case 'lazy':
    case 'unknown':
    case 'any':
      return [];
    default:
      return INPUTS.map((input) => ({ code: 'invalid_type', expected: def.type, input }));
  }
}

/** The issue one check raises, with the origin of the schema it checks. */
function checkIssue(check: CheckDef, origin: string): Record<string, unknown> | undefined {
  switch (check.check) {
    case 'max_length':
      return { code: 'too_big', origin, maximum: check.maximum, inclusive: true };
    case 'min_length':
      return { code: 'too_small', origin, minimum: check.minimum, inclusive: true };
    case 'less_than':
      return { code: 'too_big', origin, maximum: check.value, inclusive: check.inclusive };
    case 'greater_than':
      return { code: 'too_small', origin, minimum: check.value, inclusive: check.inclusive };
    case 'number_format':
      return { code: 'invalid_type', expected: 'int', input: 1.5 };
    case 'string_format':
      return { code: 'invalid_format', format: check.format, input: 'x' };
    case 'custom':
      return { code: 'custom', input: {} };
    case 'overwrite':
      return undefined;
    default:
      throw new Error(`A check the test does not know: ${check.check}`);
  }
}

/** Every message a schema, its checks and the schemas inside it can give. */
function schemaMessages(root: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (!isSchema(root) || seen.has(root)) return found;
  seen.add(root);
  const def = root._zod.def;
  for (const issue of typeIssues(def)) found.add(messageOf(def.error, issue));
  for (const { _zod } of def.checks ?? []) {
    const issue = checkIssue(_zod.def, ORIGIN[def.type] ?? def.type);
    if (issue) found.add(messageOf(_zod.def.error ?? def.error, issue));
  }
  for (const inner of Object.values(def.shape ?? {})) schemaMessages(inner, found, seen);
  for (const inner of def.options ?? []) schemaMessages(inner, found, seen);
  for (const key of ['innerType', 'element', 'in', 'out', 'keyType', 'valueType', 'catchall', 'left', 'right'])
    schemaMessages(def[key], found, seen);
  return found;
}

/** The schemas the contracts export, and those their exported functions make. */
function contractSchemas(): unknown[] {
  const exported = Object.values(contracts);
  const made = [
    contracts.transitionSchema(['a', 'b']),
    contracts.disputeFormSchema({
      criteria: [
        { id: 1, question: 'Was the meter read on site?', help: '', required: true, yes_no: true },
        { id: 2, question: 'What did the bill say?', help: '', required: true, yes_no: false },
      ],
    }),
    contracts.idSchema(),
    contracts.bodyIdSchema(),
    contracts.emailSchema(),
    ...Object.values(contracts.CONFIG_SCHEMAS).flatMap(({ item, input }) => [item, input]),
    ...(Object.keys(contracts.CONFIG_SCHEMAS) as contracts.ConfigResourceName[]).map((name) => contracts.configFormSchema(name)),
  ];
  return [...exported, ...made];
}

/** The message ids written in the contracts' sources ('contract.…'), read as text by the test runner (Vite's import.meta.glob). */
type Glob = (patterns: string[], options: { query: string; import: string; eager: true }) => Record<string, string>;
const SOURCES = (import.meta as ImportMeta & { glob: Glob }).glob(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const writtenIds = () =>
  new Set(Object.values(SOURCES).flatMap((source) => [...source.matchAll(/'(contract\.[^'\s]+)'/g)].map((match) => match[1]!)));

describe("the contracts' messages", () => {
  const given = new Set(contractSchemas().flatMap((schema) => [...schemaMessages(schema)]));

  it('are message ids of the kit’s catalogs, never words', () => {
    expect(given.size).toBeGreaterThan(100);
    const missing = [...given].filter((message) => english[message] === undefined);
    expect(missing).toEqual([]);
    for (const message of given) expect(message).toMatch(/^contract\./);
  });

  it('are in the kit’s catalogs wherever the contracts write one', () => {
    const written = writtenIds();
    expect(written.size).toBeGreaterThan(100);
    expect([...written].filter((id) => english[id] === undefined)).toEqual([]);
  });

  it('each has its Spanish, and the catalogs hold no id of the contracts that none gives', () => {
    const written = writtenIds();
    const ids = Object.keys(english).filter((id) => id.startsWith('contract.'));
    for (const id of ids) expect(spanish[id], id).toBeTruthy();
    expect(ids.filter((id) => !given.has(id) && !written.has(id))).toEqual([]);
  });

  it('that the API also gives hold their ids, their English the same words', () => {
    for (const id of Object.values(contracts.PROPERTY_REFERENCE_MESSAGES)) expect(english[id], id).toMatch(/^Choose /);
    expect(english[contracts.DONATION_TOO_LARGE]).toBe('Enter an amount of $10,000.00 or less. Contact us about larger gifts.');
    expect(english[contracts.SEARCH_QUERY_TOO_LONG]).toBe(`Use at most ${contracts.SEARCH_QUERY_MAX} characters.`);
    expect(english['contract.chatGroupQuery.channel.invalid']).toBe(`Use one of: ${contracts.CHAT_CHANNELS.join(', ')}.`);
  });

  it('name what a person wrote as a value, which the issue carries', () => {
    const schema = contracts.disputeFormSchema({
      criteria: [{ id: 7, question: ' Was the meter read on site? ', help: '', required: true, yes_no: true }],
    });
    const issue = schema.safeParse({ answers: [] }).error?.issues.find((each) => each.path[0] === 'answer_7');
    expect(issue?.message).toBe('contract.dispute.answer.unansweredYesNo');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({ question: 'Was the meter read on site?' });
    expect(english[contracts.unansweredMessage({ yes_no: false })]).toBe('{question} Answer this question.');
    const property = { address_line1: '1 Main St', town_id: 1, suburb_id: 2, postal_code: '12345', ownership: 'owner' };
    const meters =
      contracts.propertyInputSchema.safeParse({ ...property, water_meter_type_id: 1, electrical_meter_type_id: 2 }).error?.issues ?? [];
    expect(meters.filter((each) => String(each.path[0]).endsWith('_meter_number')).map((each) => english[each.message])).toEqual([
      'Enter the water meter number.',
      'Enter the electrical meter number.',
    ]);
  });
});
