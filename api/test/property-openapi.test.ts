import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';

import { HTTP_METHODS, openApiContract, type OpenApiDocument } from '../src/lib/openapi-contract';
import { JPEG, multipart, PDF, PNG } from './cases-helpers';
import { ADMIN, call, login, RESIDENT, signSandboxEvent, startTestApp, WEBHOOK_SECRET } from './helpers';
import { invalidParameter, isValid, validValue, type Schema } from './openapi-arbitraries';
import { badBodies, PROPERTY_SEED, type JsonSchema } from './property-helpers';

// Every operation of the API's own OpenAPI document, called with inputs generated from that
// document (valid ones, and ones it refuses: wrong types, out of range, too long, not a choice,
// missing), anonymously, as a resident and as an admin. Every answer must be declared: its status
// for the operation, its Content-Type for that status, its JSON body valid by the declared schema,
// the declared headers present; never a 5xx; and a refused input is never answered 2xx or 3xx.

/** Cases per operation and role, each of valid and of refused inputs (PROPERTY_RUNS overrides). */
const RUNS = process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : 4;
const ROLES = ['anonymous', 'resident', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** Operations not exercised here, each with the reason and where it is tested instead. */
const NOT_EXERCISED: Record<string, string> = {};

const ctx = await startTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
afterAll(async () => {
  console.info(`property-openapi: ${sent} requests answered as the document says, on ${covered.size} operations`);
  await ctx.close();
});
const documentAnswer = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
const document = documentAnswer.json<OpenApiDocument>();
const contract = openApiContract(document);
console.info(
  `property-openapi: seed ${PROPERTY_SEED}, ${RUNS} valid and ${RUNS} refused inputs per operation and role ` +
    '(PROPERTY_SEED=… PROPERTY_RUNS=… to change)',
);

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
};
type Target = { key: string; method: string; path: string; operation: Operation };

/** Reads first, then writes, then deletes; an account's roles and a token's logout come last. */
function rank(target: Target) {
  if (target.key === 'POST /api/auth/logout/') return 5;
  if (target.path.startsWith('/api/configuration/accounts/{')) return 4;
  return { GET: 0, POST: 1, PUT: 1, PATCH: 2, DELETE: 3 }[target.method] ?? 1;
}
const targets: Target[] = Object.entries(document.paths ?? {})
  .flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation: item[method] as Operation,
    })),
  )
  .filter((target) => !(target.key in NOT_EXERCISED))
  .sort((a, b) => rank(a) - rank(b));

// ---------------------------------------------------------------------------------------------
// Tokens, real records to address, and a client address per case

const tokens: Record<Exclude<Role, 'anonymous'>, string> = { resident: await login(ctx.app, RESIDENT), admin: await login(ctx.app, ADMIN) };
const ACCOUNTS = { resident: RESIDENT, admin: ADMIN };

/** Logs in again where an earlier operation revoked the token (an account deactivated, a logout). */
async function freshTokens() {
  for (const role of ['resident', 'admin'] as const) {
    const answer = await call(ctx.app, 'GET', '/api/users/profile/', { token: tokens[role] });
    if (answer.statusCode === 401) tokens[role] = await login(ctx.app, ACCOUNTS[role]);
  }
}

/** Values of the demo data's ids, slugs and references, by the name of the path parameter they fill. */
const known = new Map<string, Set<string>>();
function collect(value: unknown, key = '') {
  if (Array.isArray(value)) for (const item of value) collect(item, key);
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
  else if ((typeof value === 'string' || typeof value === 'number') && /^(id|slug|reference|session_id|sha256)$/.test(key)) {
    const name = key === 'session_id' ? 'sessionId' : key;
    if (!known.has(name)) known.set(name, new Set());
    known.get(name)!.add(String(value));
  }
}
for (const target of targets) {
  if (target.method !== 'GET' || target.path.includes('{')) continue;
  for (const token of Object.values(tokens)) {
    const answer = await call(ctx.app, 'GET', target.path, { token });
    if (answer.statusCode === 200 && String(answer.headers['content-type']).startsWith('application/json')) collect(answer.json());
  }
}
const knownFor = (name: string) => [...(known.get(name) ?? known.get(name === 'category' || name === 'subcategory' ? 'slug' : '') ?? [])];

let cases = 0;
const clientAddress = () => {
  cases += 1;
  return `10.${(cases >> 16) & 255}.${(cases >> 8) & 255}.${cases & 255}`;
};

// ---------------------------------------------------------------------------------------------
// Requests from the document

type Request = {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  describe: string;
  [fc.toStringMethod]?: () => string;
};

const parametersOf = (target: Target) => target.operation.parameters ?? [];
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Whether a client can send the value there: UTF-8 in a URL (no lone surrogates), visible ASCII in a header. */
function sendable(parameter: Parameter) {
  return (value: string) => (parameter.in === 'header' ? /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value) : !/\p{Cs}/u.test(value));
}

function validParameter(target: Target, parameter: Parameter): fc.Arbitrary<string> {
  const generated = validValue(parameter.schema).map(asText).filter(sendable(parameter));
  if (parameter.in !== 'path') return generated;
  // Path segments are never empty, and "." and ".." are not segments a client keeps.
  const usable = generated.filter((value) => value !== '' && value !== '.' && value !== '..');
  const real = knownFor(parameter.name).filter((value) =>
    isValid(parameter.schema, parameter.schema.type === 'integer' ? Number(value) : value),
  );
  return real.length > 0 ? fc.oneof(fc.constantFrom(...real), usable) : usable;
}

type Body = { payload: string | Buffer; contentType: string } | undefined;

function encodeBody(mediaType: string, value: unknown, schema: Schema | undefined): Body {
  if (mediaType === 'multipart/form-data') {
    const fileField = Object.entries(schema?.properties ?? {}).find(([, s]) => s.format === 'binary')?.[0] ?? 'file';
    const [content, name] = value as [Buffer, string];
    const body = multipart(content, name, fileField);
    return { payload: body.payload, contentType: body.headers['content-type'] };
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(
      Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [k, asText(v)]),
    );
    return { payload: form.toString(), contentType: mediaType };
  }
  return { payload: typeof value === 'string' && mediaType !== 'application/json' ? value : JSON.stringify(value), contentType: mediaType };
}

const FILES = fc.constantFrom<[Buffer, string]>([JPEG, 'photo.jpg'], [PNG, 'photo.png'], [PDF, 'document.pdf']);
const SANDBOX_EVENT: Schema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 200 },
    type: { type: 'string', enum: ['paid', 'declined', 'cancelled'] },
    created: { type: 'integer', minimum: 0, maximum: 4_102_444_800 },
    data: { type: 'object', properties: { session_id: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['session_id'] },
  },
  required: ['id', 'type', 'created', 'data'],
};
const isWebhook = (target: Target) => target.path === '/api/payments/webhooks/{provider}/';

function validBody(target: Target): fc.Arbitrary<Body> {
  if (isWebhook(target)) {
    const sessions = knownFor('sessionId');
    const event = validValue(SANDBOX_EVENT).chain((value) =>
      sessions.length === 0
        ? fc.constant(value)
        : fc.constantFrom(...sessions).map((session_id) => ({ ...(value as object), data: { session_id } })),
    );
    return event.map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' }));
  }
  const content = target.operation.requestBody?.content;
  if (!content) return fc.constant(undefined);
  const [mediaType, media] = Object.entries(content)[0]!;
  const values = mediaType === 'multipart/form-data' ? FILES : validValue(media.schema ?? {});
  const bodies = values.map((value) => encodeBody(mediaType, value, media.schema));
  return target.operation.requestBody?.required ? bodies : fc.option(bodies, { nil: undefined, freq: 4 });
}

function build(target: Target, values: Record<string, string | undefined>, body: Body, describe: string): Request {
  let path = target.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of parametersOf(target)) {
    const value = values[`${parameter.in}:${parameter.name}`];
    if (value === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query') query.append(parameter.name, value);
    else if (parameter.in === 'header') headers[parameter.name] = value;
  }
  if (body) headers['content-type'] = body.contentType;
  if (isWebhook(target) && body && !describe.includes('unsigned')) headers['sandbox-signature'] = signSandboxEvent(String(body.payload));
  const search = query.toString();
  const url = search ? `${path}?${search}` : path;
  // fast-check prints a failing case by this: the address and what was wrong with it, not the whole body.
  return { url, headers, payload: body?.payload, describe, [fc.toStringMethod]: () => `${url.slice(0, 200)} with ${describe}` };
}

function validRequests(target: Target): fc.Arbitrary<Request> {
  const parameters = Object.fromEntries(
    parametersOf(target).map((p) => [
      `${p.in}:${p.name}`,
      p.required ? validParameter(target, p) : fc.option(validParameter(target, p), { nil: undefined }),
    ]),
  );
  return fc.tuple(fc.record(parameters), validBody(target)).map(([values, body]) => build(target, values, body, 'valid input'));
}

/** Requests each wrong in one way the document forbids; undefined when the document forbids nothing. */
function refusedRequests(target: Target): fc.Arbitrary<Request> | undefined {
  const valid = fc.tuple(
    fc.record(Object.fromEntries(parametersOf(target).map((p) => [`${p.in}:${p.name}`, validParameter(target, p)]))),
    validBody(target),
  );
  const ways: fc.Arbitrary<Request>[] = [];
  for (const parameter of parametersOf(target)) {
    const key = `${parameter.in}:${parameter.name}`;
    const wrong = invalidParameter(parameter.schema)?.filter(sendable(parameter));
    if (wrong) {
      ways.push(
        fc
          .tuple(valid, wrong)
          .map(([[values, body], value]) =>
            build(target, { ...values, [key]: value }, body, `${key} = ${JSON.stringify(value).slice(0, 80)}`),
          ),
      );
    }
    if (parameter.required && parameter.in !== 'path') {
      ways.push(valid.map(([values, body]) => build(target, { ...values, [key]: undefined }, body, `${key} missing`)));
    }
  }
  const requestBody = target.operation.requestBody;
  if (isWebhook(target)) {
    ways.push(valid.map(([values, body]) => build(target, values, body, 'an unsigned event')));
  } else if (requestBody?.content) {
    const [mediaType, media] = Object.entries(requestBody.content)[0]!;
    const schema = media.schema as JsonSchema | undefined;
    if (requestBody.required) ways.push(valid.map(([values]) => build(target, values, undefined, 'no body')));
    if (mediaType === 'application/json' && schema?.properties) {
      ways.push(
        fc
          .tuple(valid, badBodies(schema))
          .map(([[values], bad]) =>
            build(target, values, { payload: JSON.stringify(bad.body), contentType: mediaType }, `a body with ${bad.broken.join('; ')}`),
          ),
      );
    }
  }
  return ways.length > 0 ? fc.oneof(...ways) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Sending and judging

async function send(target: Target, role: Role, request: Request) {
  const answer = await call(ctx.app, target.method as 'POST', request.url, {
    ...(role === 'anonymous' ? {} : { token: tokens[role] }),
    headers: request.headers,
    remoteAddress: clientAddress(),
    ...(request.payload === undefined ? {} : { body: request.payload }),
  });
  const where = `${target.method} ${request.url.slice(0, 300)} as ${role} with ${request.describe}: ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, where).toBeLessThan(500);
  const body = answer.rawPayload;
  expect(contract.check(target.method, target.path, { statusCode: answer.statusCode, headers: answer.headers, body }), where).toEqual([]);
  return { statusCode: answer.statusCode, where };
}

const covered = new Set<string>();
let sent = 0;

describe.each(targets.map((target, index) => [target.key, target, index] as const))('%s', (_key, target, index) => {
  it(
    'answers generated inputs as the document says',
    async () => {
      await freshTokens();
      const refused = refusedRequests(target);
      for (const [r, role] of ROLES.entries()) {
        // The logout revokes the token it is sent with: a token of its own for each case.
        const useToken = async () => {
          if (target.key === 'POST /api/auth/logout/' && role !== 'anonymous') tokens[role] = await login(ctx.app, ACCOUNTS[role]);
        };
        const parameters = { seed: PROPERTY_SEED + index * 10 + r, numRuns: RUNS, endOnFailure: true, verbose: fc.VerbosityLevel.Verbose };
        await fc.assert(
          fc.asyncProperty(validRequests(target), async (request) => {
            await useToken();
            await send(target, role, request);
            sent += 1;
          }),
          parameters,
        );
        if (refused) {
          await fc.assert(
            fc.asyncProperty(refused, async (request) => {
              await useToken();
              const { statusCode, where } = await send(target, role, request);
              expect(statusCode, `refused input answered as accepted: ${where}`).toBeGreaterThanOrEqual(400);
              sent += 1;
            }),
            { ...parameters, seed: parameters.seed + 5 },
          );
        }
      }
      covered.add(target.key);
      // Logins and password changes hash a password on every case.
    },
    RUNS * 20_000,
  );
});

describe('the document', () => {
  it('has had every operation exercised but those listed with a reason', () => {
    const expected = contract.operations().filter((key) => !(key in NOT_EXERCISED));
    expect([...covered].sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(200);
  });
});
