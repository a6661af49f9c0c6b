import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';

import { CONFIG_RESOURCES, disputeTypeSchema, type ConfigResourceName } from '@portal/shared/contracts';

import type { App } from '../src/app';
import { residentWithProperty } from './cases-helpers';
import { pendingDonation } from './donations-helpers';
import { ADMIN, call, login, register, signSandboxEvent, SUPER } from './helpers';

/**
 * Property-based runs take their seed from PROPERTY_SEED (else a fixed one), so a failure is
 * replayed by running again with the seed, and the path fast-check prints, in the environment.
 */
export const PROPERTY_SEED = Number(process.env.PROPERTY_SEED ?? 20_260_501);
if (!Number.isSafeInteger(PROPERTY_SEED)) throw new Error(`PROPERTY_SEED must be an integer, got ${process.env.PROPERTY_SEED}`);
export const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS ?? 20);

/** fast-check settings for one route: its own seed (the base plus its position), reproducible. */
export function runParameters(offset: number): fc.Parameters<unknown> {
  return {
    seed: PROPERTY_SEED + offset,
    numRuns: PROPERTY_RUNS,
    // Shrinking re-runs requests with 100k-character strings against the database; the seed and
    // path are enough to replay. PROPERTY_SHRINK=1 asks for the smallest failing body.
    endOnFailure: process.env.PROPERTY_SHRINK !== '1',
    verbose: fc.VerbosityLevel.Verbose,
  };
}

// ---------------------------------------------------------------------------------------------
// Row counts of every table

let tableNames: string[] | undefined;

async function rowsOf<T>(app: App, query: SQL): Promise<T[]> {
  // Both drivers (PGlite and node-postgres) answer with `rows`; the shared Db type cannot say so.
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The row count of every table in the public schema, by name. */
export async function tableCounts(app: App): Promise<Record<string, number>> {
  tableNames ??= (
    await rowsOf<{ table_name: string }>(
      app,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((row) => row.table_name);
  if (tableNames.length < 10) throw new Error(`only ${tableNames.length} tables in the public schema`);
  const query = tableNames.map((name) => `SELECT '${name}' AS t, count(*)::int AS n FROM "${name}"`).join(' UNION ALL ');
  const rows = await rowsOf<{ t: string; n: number }>(app, sql.raw(query));
  return Object.fromEntries(rows.map((row) => [row.t, Number(row.n)]));
}

// ---------------------------------------------------------------------------------------------
// Hostile values

export const SQL_PAYLOAD = "'; DROP TABLE users;--";
export const HTML_PAYLOAD = '<script>alert(1)</script>';
/** Strings a careless layer might choke on; NUL and lone surrogates survive JSON as \u escapes. */
export const NASTY_STRINGS = [
  SQL_PAYLOAD,
  HTML_PAYLOAD,
  "1' OR '1'='1",
  '"><img src=x onerror=alert(1)>',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'שלום עולם \u202Eevil\u202C مرحبا',
  'a\u0000b',
  '\u0000',
  'x\uD800y',
  '\uDFFFtrailing',
  '\uFEFF\u200B\u200D',
  '',
  ' ',
  '%00%27',
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '\\',
  'null',
  '1e308',
];
export const NASTY_NUMBERS = [
  1e308,
  -1e308,
  -1,
  0,
  2 ** 53,
  -(2 ** 53),
  2 ** 53 + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  1.5,
  -0.000001,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
export const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);
const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'id', SQL_PAYLOAD, HTML_PAYLOAD), scalar, { maxKeys: 2 }) },
);

/** 100,000 to 120,000 characters of the nasty strings over and over: longer than any text field takes. */
export const hugeString = fc
  .tuple(fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length > 0), 'x'), fc.integer({ min: 100_000, max: 120_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

// ---------------------------------------------------------------------------------------------
// Bodies that break the route's JSON schema in at least one way

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

type Kind = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';
const KINDS: Kind[] = ['string', 'number', 'boolean', 'null', 'array', 'object'];

/** The JSON kinds a schema takes, or undefined when it takes anything. */
function kindsOf(schema: JsonSchema): Set<Kind> | undefined {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const all = new Set<Kind>();
    for (const variant of variants) {
      const kinds = kindsOf(variant);
      if (!kinds) return undefined;
      for (const kind of kinds) all.add(kind);
    }
    return all;
  }
  if (schema.type) return new Set([schema.type].flat() as Kind[]);
  const listed = schema.enum ?? (schema.const === undefined ? undefined : [schema.const]);
  if (listed) return new Set(listed.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : (typeof v as Kind))));
  return undefined;
}

/** The string schemas of a field (its variants that are strings). */
function stringVariants(schema: JsonSchema): JsonSchema[] {
  const variants = schema.anyOf ?? schema.oneOf ?? [schema];
  return variants.filter((v) => [v.type].flat().includes('string'));
}
function numberVariants(schema: JsonSchema): JsonSchema[] {
  const variants = schema.anyOf ?? schema.oneOf ?? [schema];
  return variants.filter((v) => [v.type].flat().some((t) => t === 'number' || t === 'integer'));
}

const valueOfKind: Record<Exclude<Kind, 'integer'>, fc.Arbitrary<unknown>> = {
  string: hostileString,
  number: hostileNumber,
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(hostileValue, { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom('a', 'value', SQL_PAYLOAD), hostileValue, { maxKeys: 2 }),
};

/** A change that makes any body invalid by itself: [field, value] to set, or [field] to remove. */
type Mutation = { field: string; description: string; remove?: true; value?: unknown };

/** Every way of breaking one field of the object schema, each with the values it uses. */
function mutationsOf(schema: JsonSchema, options: { extraFields: boolean }): fc.Arbitrary<Mutation>[] {
  const found: fc.Arbitrary<Mutation>[] = [];
  const properties = schema.properties ?? {};
  for (const [field, fieldSchema] of Object.entries(properties)) {
    const kinds = kindsOf(fieldSchema);
    if (kinds) {
      // Wrong types, arrays and objects included where a scalar is expected.
      const wrong = KINDS.filter((kind) => !kinds.has(kind) && !(kind === 'number' && kinds.has('integer')));
      for (const kind of wrong) {
        found.push(valueOfKind[kind as Exclude<Kind, 'integer'>].map((value) => ({ field, value, description: `${field}: ${kind}` })));
      }
      if (kinds.has('integer') && !kinds.has('number')) {
        found.push(fc.constantFrom(1.5, -0.25, 1e-9).map((value) => ({ field, value, description: `${field}: not an integer` })));
      }
    }
    // Too long for every string variant.
    const strings = stringVariants(fieldSchema);
    if (strings.length > 0 && strings.every((s) => s.maxLength !== undefined && s.maxLength < 100_000) && kindsOf(fieldSchema)) {
      found.push(hugeString.map((value) => ({ field, value, description: `${field}: ${value.length} characters` })));
    }
    // Out of range for every number variant.
    const numbers = numberVariants(fieldSchema);
    if (numbers.length > 0 && kindsOf(fieldSchema)) {
      const outside = NASTY_NUMBERS.filter((n) =>
        numbers.every(
          (s) =>
            (s.maximum !== undefined && n > s.maximum) ||
            (s.exclusiveMaximum !== undefined && n >= s.exclusiveMaximum) ||
            (s.minimum !== undefined && n < s.minimum) ||
            (s.exclusiveMinimum !== undefined && n <= s.exclusiveMinimum) ||
            ([s.type].flat().includes('integer') && !Number.isInteger(n)),
        ),
      );
      if (outside.length > 0)
        found.push(fc.constantFrom(...outside).map((value) => ({ field, value, description: `${field}: ${value} out of range` })));
    }
    // A string outside the choices.
    const variants = fieldSchema.anyOf ?? fieldSchema.oneOf ?? [fieldSchema];
    if (variants.every((v) => v.enum !== undefined || v.const !== undefined || v.type === 'null')) {
      const allowed = new Set(variants.flatMap((v) => v.enum ?? (v.const === undefined ? [] : [v.const])));
      found.push(hostileString.filter((s) => !allowed.has(s)).map((value) => ({ field, value, description: `${field}: not a choice` })));
    }
  }
  for (const field of schema.required ?? []) found.push(fc.constant({ field, remove: true as const, description: `${field}: missing` }));
  if (options.extraFields && schema.additionalProperties === false) {
    const names = ['is_admin', 'is_superuser', 'user_id', 'id', 'status', SQL_PAYLOAD, HTML_PAYLOAD, '😀', ''].filter(
      (n) => !(n in properties),
    );
    found.push(
      fc
        .tuple(fc.constantFrom(...names), hostileValue)
        .map(([field, value]) => ({ field, value, description: `extra field ${JSON.stringify(field)}` })),
    );
  }
  return found;
}

export type BadBody = { body: unknown; broken: string[] };

/**
 * Bodies that break the object schema in one to three ways (each enough on its own to refuse
 * it), the other fields hostile values or absent.
 */
export function badBodies(schema: JsonSchema, options: { extraFields?: boolean } = {}): fc.Arbitrary<BadBody> {
  if (kindsOf(schema)?.has('object') !== true || !schema.properties)
    throw new Error(`not an object schema: ${JSON.stringify(schema).slice(0, 200)}`);
  const mutations = mutationsOf(schema, { extraFields: options.extraFields ?? true });
  if (mutations.length === 0) throw new Error(`no way to break ${JSON.stringify(schema).slice(0, 200)}`);
  const fields = Object.keys(schema.properties);
  const rest = fc.record(Object.fromEntries(fields.map((field) => [field, fc.option(hostileValue, { nil: undefined, freq: 3 })])));
  return fc.tuple(rest, fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 })).map(([base, changes]) => {
    const body: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(base)) if (value !== undefined) body[field] = value;
    // Later changes to the same field replace earlier ones; the last change always stands.
    const broken = new Map<string, string>();
    for (const change of changes) {
      if (change.remove) delete body[change.field];
      else body[change.field] = change.value;
      broken.set(change.field, change.description);
    }
    return { body, broken: [...broken.values()] };
  });
}

// ---------------------------------------------------------------------------------------------
// The write routes and how to call them

export type Role = 'anonymous' | 'resident' | 'staff' | 'admin';
/**
 * json: a JSON object body (400 carries `errors`); webhook: the raw signed event (a refusal is
 * `{detail}` only); page: the sandbox's HTML card form (its own 400 is the form again);
 * multipart: one uploaded file.
 */
export type TargetKind = 'json' | 'webhook' | 'page' | 'multipart';

export type Target = {
  method: string;
  /** As registered, with :params. */
  route: string;
  /** With real ids, and the query string the route needs. */
  url: string;
  role: Role;
  kind: TargetKind;
  schema?: JsonSchema;
  /** Whether leaving the body out is an error by the schema. */
  bodyRequired: boolean;
};

type Operation = { requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }; consumes?: string[] };

export type Fixtures = {
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
  urls: Record<string, string>;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes whose body is one uploaded file (lib/multipart-file.ts). */
const MULTIPART_ROUTES = new Set(['/api/uploads/', '/api/configuration/files/']);

/** Roles of the routes outside /api/configuration/ (all of which are the admin's). */
const ROLES: Record<string, Role> = {
  '/api/auth/login/': 'anonymous',
  '/api/auth/register/': 'anonymous',
  '/api/auth/register/confirm/': 'anonymous',
  '/api/auth/forgot-password/': 'anonymous',
  '/api/auth/reset-password/': 'anonymous',
  '/api/auth/change-password/': 'resident',
  '/api/client-errors/': 'resident',
  '/api/complaints/': 'resident',
  '/api/complaints/:id/transition/': 'staff',
  '/api/contact-messages/': 'resident',
  '/api/donations/': 'resident',
  '/api/payments/sandbox/checkout/:id/': 'anonymous',
  '/api/payments/webhooks/:provider/': 'anonymous',
  '/api/users/profile/': 'resident',
  '/api/users/properties/': 'resident',
  '/api/users/properties/:id/': 'resident',
  '/api/petitions/:id/sign/': 'resident',
  '/api/polls/:slug/vote/': 'resident',
  '/api/appeals/': 'resident',
  '/api/appeals/:id/transition/': 'staff',
  '/api/disputes/': 'resident',
  '/api/disputes/:id/transition/': 'staff',
  '/api/uploads/': 'resident',
};

/**
 * Every write route that takes a body, from the app's route table and the body schemas it
 * documents, each with a URL of real records and the role that may use it. A route this does not
 * know how to address fails the suite: a new write route must be added here.
 */
export function writeTargets(app: App, fixtures: Fixtures): { targets: Target[]; bodiless: string[] } {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const targets: Target[] = [];
  const bodiless: string[] = [];
  for (const { method, url: route } of app.routeTable) {
    if (!WRITE_METHODS.has(method)) continue;
    const operation = document.paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${route} is not documented`);
    const content = operation.requestBody?.content;
    // The OpenAPI transform leaves `consumes` out, so the upload routes are named here.
    const multipart = MULTIPART_ROUTES.has(route) || (operation.consumes?.includes('multipart/form-data') ?? false);
    if (!content && !multipart) {
      bodiless.push(`${method} ${route}`);
      continue;
    }
    const key = `${method} ${route}`;
    const url = fixtures.urls[key] ?? (route.includes(':') ? undefined : route);
    if (!url) throw new Error(`no URL with real ids for ${key}: add it to the fixtures`);
    const role = route.startsWith('/api/configuration/') ? 'admin' : ROLES[route];
    if (!role) throw new Error(`no role for ${key}: add it to ROLES`);
    const kind: TargetKind = multipart
      ? 'multipart'
      : route.startsWith('/api/payments/webhooks/')
        ? 'webhook'
        : route.startsWith('/api/payments/sandbox/')
          ? 'page'
          : 'json';
    targets.push({
      method,
      route,
      url,
      role,
      kind,
      schema: content?.['application/json']?.schema,
      bodyRequired: operation.requestBody?.required === true,
    });
  }
  return { targets, bodiless };
}

/** The records the write routes' URLs name, and a token per role. */
export async function createFixtures(app: App, tag: string): Promise<Fixtures> {
  const [admin, staff, resident] = await Promise.all([
    login(app, ADMIN),
    login(app, SUPER),
    residentWithProperty(app, `property-${tag}@example.org`),
  ]);
  const ok = (response: { statusCode: number; body: string }, what: string) => {
    if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
    return JSON.parse(response.body) as Record<string, unknown>;
  };
  const urls: Record<string, string> = {};

  // A complaint, a dispute and an appeal of a rejected one, of the resident.
  const types = ok(await call(app, 'GET', '/api/complaint-types/', { token: resident.token }), 'complaint types') as unknown as Array<{
    id: number;
  }>;
  const complaint = ok(
    await call(app, 'POST', '/api/complaints/', {
      token: resident.token,
      body: {
        complaint_type_id: types[0]!.id,
        description: 'A deep pothole in the right lane outside my house.',
        address: '1 Main Street',
      },
    }),
    'complaint',
  );
  const water = disputeTypeSchema.parse(
    ok(await call(app, 'GET', '/api/dispute-types/water-billing/', { token: resident.token }), 'dispute type'),
  );
  const lodge = async () =>
    ok(
      await call(app, 'POST', '/api/disputes/?type=water-billing', {
        token: resident.token,
        body: {
          property_id: resident.propertyId,
          billing_period: '2026-03',
          amount_disputed_cents: 12_345,
          answers: water.criteria.filter((c) => c.required).map((c) => ({ criterion_id: c.id, answer: 'No' })),
          description: 'The bill is three times higher than usual with no change at home.',
        },
      }),
      'dispute',
    );
  const dispute = await lodge();
  const rejectedDispute = await lodge();
  for (const status of ['under_review', 'rejected']) {
    ok(
      await call(app, 'POST', `/api/disputes/${rejectedDispute.id}/transition/`, {
        token: staff,
        body: { status, note: 'Checked the meter.' },
      }),
      status,
    );
  }
  const appeal = ok(
    await call(app, 'POST', '/api/appeals/', {
      token: resident.token,
      body: { dispute_id: rejectedDispute.id, reason: 'The meter was never read on site; the reading was estimated.' },
    }),
    'appeal',
  );
  urls['POST /api/complaints/:id/transition/'] = `/api/complaints/${complaint.id}/transition/`;
  urls['POST /api/disputes/:id/transition/'] = `/api/disputes/${dispute.id}/transition/`;
  urls['POST /api/appeals/:id/transition/'] = `/api/appeals/${appeal.id}/transition/`;
  urls['POST /api/disputes/'] = '/api/disputes/?type=water-billing';
  urls['POST /api/uploads/'] = '/api/uploads/?purpose=complaint_photo';
  urls['POST /api/configuration/files/'] = '/api/configuration/files/?kind=document';

  // An open petition and poll, a pending donation's checkout session, an account and a property.
  const petitions = ok(await call(app, 'GET', '/api/petitions/', { token: resident.token }), 'petitions') as unknown as Array<{
    id: number;
    status: string;
  }>;
  const petition = petitions.find((p) => p.status === 'open');
  const polls = ok(await call(app, 'GET', '/api/polls/', { token: resident.token }), 'polls') as unknown as Array<{
    slug: string;
    status: string;
  }>;
  const poll = polls.find((p) => p.status === 'open');
  if (!petition || !poll) throw new Error('the demo data has no open petition or poll');
  urls['POST /api/petitions/:id/sign/'] = `/api/petitions/${petition.id}/sign/`;
  urls['POST /api/polls/:slug/vote/'] = `/api/polls/${poll.slug}/vote/`;
  const donation = await pendingDonation(app, resident.token);
  urls['POST /api/payments/sandbox/checkout/:id/'] = `/api/payments/sandbox/checkout/${donation.sessionId}/`;
  urls['POST /api/payments/webhooks/:provider/'] = '/api/payments/webhooks/sandbox/';
  urls['PATCH /api/users/properties/:id/'] = `/api/users/properties/${resident.propertyId}/`;
  await register(app, `property-account-${tag}@example.org`, 'Property-Account-2026!');
  const accounts = ok(
    await call(app, 'GET', `/api/configuration/accounts/?search=property-account-${tag}`, { token: admin }),
    'accounts',
  ) as {
    results: Array<{ id: number }>;
  };
  urls['PATCH /api/configuration/accounts/:id/'] = `/api/configuration/accounts/${accounts.results[0]!.id}/`;

  // The first item of every configuration resource.
  for (const [name, resource] of Object.entries(CONFIG_RESOURCES) as Array<
    [ConfigResourceName, (typeof CONFIG_RESOURCES)[ConfigResourceName]]
  >) {
    if (resource.single) continue;
    const page = ok(await call(app, 'GET', `/api/configuration/${name}/?page_size=1`, { token: admin }), name) as {
      results: Array<Record<string, unknown>>;
    };
    const item = page.results[0];
    if (!item) throw new Error(`no ${name} in the demo data`);
    urls[`PATCH /api/configuration/${name}/:${resource.key}/`] = `/api/configuration/${name}/${String(item[resource.key])}/`;
  }

  return { tokens: { admin, staff, resident: resident.token }, urls };
}

// ---------------------------------------------------------------------------------------------
// Sending and judging a refused request

export type RawRequest = { payload?: string | Buffer; contentType?: string; headers?: Record<string, string>; describe: string };

export function send(app: App, target: Target, fixtures: Fixtures, request: RawRequest) {
  const headers: Record<string, string> = { ...request.headers };
  if (request.contentType) headers['content-type'] = request.contentType;
  if (target.kind === 'webhook' && typeof request.payload === 'string') headers['sandbox-signature'] = signSandboxEvent(request.payload);
  return call(app, target.method as 'POST', target.url, {
    ...(target.role === 'anonymous' ? {} : { token: fixtures.tokens[target.role] }),
    headers,
    ...(request.payload === undefined ? {} : { body: request.payload }),
  });
}

export type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/** 4xx the API answers to bodies it will not take. */
export const REFUSALS = [400, 413, 415, 422];

/**
 * The answer refuses the request the way the API promises: a 4xx, never a 5xx, as JSON with a
 * detail, and for a JSON body refused as 400 the field errors. The sandbox's card form answers
 * its own 400 as the HTML form again.
 */
export function expectRefused(target: Target, request: { describe: string; jsonObject: boolean }, answer: Answer) {
  const where = `${target.method} ${target.url} with ${request.describe}: ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, where).toBeLessThan(500);
  expect(REFUSALS, where).toContain(answer.statusCode);
  const type = String(answer.headers['content-type'] ?? '');
  if (target.kind === 'page' && type.startsWith('text/html')) {
    expect(answer.statusCode, where).toBe(400);
    return;
  }
  expect(type, where).toMatch(/^application\/json/);
  const json = JSON.parse(answer.body) as { detail?: unknown; errors?: unknown };
  expect(typeof json.detail, where).toBe('string');
  if (answer.statusCode === 400 && request.jsonObject && target.kind !== 'webhook') {
    expect(json.errors, where).toBeTypeOf('object');
    const errors = json.errors as Record<string, unknown>;
    expect(Object.keys(errors).length, where).toBeGreaterThan(0);
    for (const messages of Object.values(errors)) {
      expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string' && m.length > 0), where).toBe(true);
    }
  }
}
