import { afterAll, describe, expect, it } from 'vitest';

import { MAX_ID } from '@portal/shared/contracts';

import { call, startTestApp, WEBHOOK_SECRET } from './helpers';
import { createFixtures, send, writeTargets, type JsonSchema } from './property-helpers';

// Every integer a request carries goes into a PostgreSQL integer column (or names a row by one):
// the documented bounds keep it there, and a larger number is a field error, never a 500.

const ctx = await startTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
afterAll(() => ctx.close());
const fixtures = await createFixtures(ctx.app, 'integer-bounds');
const { targets } = writeTargets(ctx.app, fixtures);
const TOO_LARGE = MAX_ID + 1;

type Schema = JsonSchema & { items?: Schema; properties?: Record<string, Schema>; anyOf?: Schema[]; oneOf?: Schema[] };
type Parameter = { in: string; name: string; schema: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } };
const document = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };

/** Each integer in the schema: its path, its schema, and a body holding `value` there. */
function integers(schema: Schema, value: number, path: string[] = []): Array<{ path: string; schema: Schema; body: unknown }> {
  const found: Array<{ path: string; schema: Schema; body: unknown }> = [];
  for (const variant of schema.anyOf ?? schema.oneOf ?? [schema]) {
    if ([variant.type].flat().includes('integer')) found.push({ path: path.join('.'), schema: variant, body: value });
    if (variant.items) for (const inner of integers(variant.items, value, [...path, '0'])) found.push({ ...inner, body: [inner.body] });
    for (const [key, property] of Object.entries(variant.properties ?? {}))
      for (const inner of integers(property, value, [...path, key])) found.push({ ...inner, body: { [key]: inner.body } });
  }
  return found;
}

describe('integers in requests', () => {
  it('are documented within a PostgreSQL integer, in every body and query', () => {
    const unbounded: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const found = [
          ...(body ? integers(body, 0) : []),
          ...(operation.parameters ?? []).filter((p) => p.in === 'query').flatMap((p) => integers(p.schema, 0, [p.name])),
        ];
        for (const integer of found) {
          checked += 1;
          const max = integer.schema.maximum ?? (integer.schema.exclusiveMaximum ?? Infinity) - 1;
          if (!(max <= MAX_ID)) unbounded.push(`${method.toUpperCase()} ${path} ${integer.path}: ${max}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(unbounded).toEqual([]);
  });

  const cases = targets
    .filter((t) => t.kind === 'json' && t.schema)
    .flatMap((t) =>
      integers(t.schema as Schema, TOO_LARGE).map((integer) => [`${t.method} ${t.route} ${integer.path}`, t, integer] as const),
    );

  it('include the ids of complaints, disputes, appeals, votes, documents and the configuration', () => {
    const names = cases.map(([name]) => name);
    for (const expected of [
      'POST /api/complaints/ complaint_type_id',
      'POST /api/complaints/ photo_ids.0',
      'POST /api/disputes/ answers.0.criterion_id',
      'POST /api/appeals/ dispute_id',
      'POST /api/polls/:slug/vote/ option_id',
      'POST /api/configuration/documents/ file_id',
      'PATCH /api/configuration/suburbs/:id/ town_id',
      'POST /api/configuration/donation-causes/ goal_cents',
    ])
      expect(names).toContain(expected);
  });

  it.each(cases)(`%s: ${TOO_LARGE} is a field error`, async (name, target, integer) => {
    const answer = await send(ctx.app, target, fixtures, {
      payload: JSON.stringify(integer.body),
      contentType: 'application/json',
      describe: name,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    const { errors } = answer.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors), answer.body).toContain(integer.path);
  });

  it(`refuses a document category or subcategory of ${TOO_LARGE} as a field error`, async () => {
    const answer = await call(ctx.app, 'GET', `/api/documents/?category=${TOO_LARGE}&subcategory=${TOO_LARGE}`, {
      token: fixtures.tokens.resident,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(Object.keys(answer.json<{ errors: object }>().errors).sort()).toEqual(['category', 'subcategory']);
  });
});
