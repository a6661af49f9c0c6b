import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';

import { multipart, PDF } from './cases-helpers';
import { startTestApp, WEBHOOK_SECRET } from './helpers';
import {
  badBodies,
  createFixtures,
  expectRefused,
  PROPERTY_RUNS,
  PROPERTY_SEED,
  runParameters,
  send,
  tableCounts,
  writeTargets,
  type JsonSchema,
  type RawRequest,
  type Target,
} from './property-helpers';

// Every write route that takes a body, fed bodies it must refuse: as the role that may use it, at
// the URL of a real record. Each must answer a 4xx in the API's error shape and store nothing.

const ctx = await startTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
afterAll(() => ctx.close());
const fixtures = await createFixtures(ctx.app, 'bad-input');
const { targets, bodiless } = writeTargets(ctx.app, fixtures);
console.info(`property-bad-input: seed ${PROPERTY_SEED}, ${PROPERTY_RUNS} runs per route (PROPERTY_SEED=… PROPERTY_RUNS=… to change)`);

/** The sandbox's signed event (payments/sandbox/provider.ts), whose body the webhook route takes raw. */
const SANDBOX_EVENT: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 200 },
    type: { type: 'string', enum: ['paid', 'declined', 'cancelled'] },
    created: { type: 'integer' },
    data: { type: 'object' },
  },
  required: ['id', 'type', 'created', 'data'],
};

const label = (t: Target) => `${t.method} ${t.route} (${t.role})`;

/** Sends the request and expects it refused, every table's row count as it was. */
async function refusedWithoutTrace(target: Target, request: RawRequest, fieldErrors: boolean) {
  const before = await tableCounts(ctx.app);
  const answer = await send(ctx.app, target, fixtures, request);
  expectRefused(target, { describe: request.describe, jsonObject: fieldErrors }, answer);
  expect(await tableCounts(ctx.app), `${target.method} ${target.url} with ${request.describe} stored something`).toEqual(before);
}

describe('the write routes', () => {
  it('are all addressed, with a body or explicitly without one', () => {
    expect(targets.length).toBeGreaterThanOrEqual(60);
    for (const kind of ['json', 'webhook', 'page', 'multipart'])
      expect(
        targets.some((t) => t.kind === kind),
        kind,
      ).toBe(true);
    // Writes without a body: deletes, logout, and the donation checkout's resume and cancel.
    for (const route of bodiless)
      expect(route).toMatch(
        /^DELETE |^POST \/api\/(auth\/logout|donations\/:reference\/checkout|donations\/return\/:sessionId\/cancel)\/$/,
      );
  });
});

const withSchema = targets.filter((t) => t.kind !== 'multipart');

describe.each(withSchema.map((t, i) => [label(t), t, i] as const))('%s', (_label, target, index) => {
  it('refuses generated bad bodies, storing nothing', async () => {
    const schema = target.kind === 'webhook' ? SANDBOX_EVENT : target.schema;
    if (!schema) throw new Error(`no body schema for ${label(target)}`);
    // The webhook's event and the card form let unknown fields through by design.
    const bodies = badBodies(schema, { extraFields: target.kind === 'json' });
    await fc.assert(
      fc.asyncProperty(bodies, async ({ body, broken }) => {
        const payload = JSON.stringify(body);
        await refusedWithoutTrace(target, { payload, contentType: 'application/json', describe: `a body with ${broken.join('; ')}` }, true);
      }),
      runParameters(index * 1000),
    );
  });

  it('refuses malformed requests, storing nothing', async () => {
    const requests: Array<RawRequest & { fieldErrors: boolean }> = [
      { describe: 'an empty JSON body', contentType: 'application/json', payload: '', fieldErrors: false },
      { describe: 'invalid JSON', contentType: 'application/json', payload: '{"name": "x",', fieldErrors: false },
      { describe: 'JSON with a single-quoted key', contentType: 'application/json', payload: "{'name': 1}", fieldErrors: false },
      { describe: 'JSON null', contentType: 'application/json', payload: 'null', fieldErrors: true },
      { describe: 'a JSON number', contentType: 'application/json', payload: '42', fieldErrors: true },
      { describe: 'a JSON string', contentType: 'application/json', payload: '"text"', fieldErrors: true },
      { describe: 'a JSON true', contentType: 'application/json', payload: 'true', fieldErrors: true },
      { describe: 'an empty JSON array', contentType: 'application/json', payload: '[]', fieldErrors: true },
      { describe: 'an array of objects', contentType: 'application/json', payload: '[{}, {}]', fieldErrors: true },
      {
        describe: '5,000 nested arrays',
        contentType: 'application/json',
        payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
        fieldErrors: true,
      },
      { describe: 'a __proto__ key', contentType: 'application/json', payload: '{"__proto__": {"is_admin": true}}', fieldErrors: false },
      {
        describe: 'a constructor.prototype key',
        contentType: 'application/json',
        payload: '{"constructor": {"prototype": {"is_admin": true}}}',
        fieldErrors: false,
      },
      {
        describe: 'JSON of over 1 MiB',
        contentType: 'application/json',
        payload: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
        fieldErrors: false,
      },
      { describe: 'a UTF-16 charset', contentType: 'application/json; charset=utf-16', payload: '{"💥": 1}', fieldErrors: false },
      { describe: 'text/plain', contentType: 'text/plain', payload: 'hello', fieldErrors: false },
      { describe: 'application/xml', contentType: 'application/xml', payload: '<a>1</a>', fieldErrors: false },
      { describe: 'a form post', contentType: 'application/x-www-form-urlencoded', payload: 'name=x&is_admin=true', fieldErrors: false },
      { describe: 'a multipart body', ...multipartRequest(), fieldErrors: false },
      { describe: 'an unknown content type', contentType: 'application/x-portal', payload: '{}', fieldErrors: false },
    ];
    // Without a body at all, only where the body is required: an optional one means "no options".
    if (target.bodyRequired) requests.unshift({ describe: 'no body', fieldErrors: true });
    for (const { fieldErrors, ...request } of requests) {
      await refusedWithoutTrace(target, request, fieldErrors && target.kind !== 'webhook');
    }
  });
});

function multipartRequest(content = PDF, field = 'file'): { contentType: string; payload: Buffer } {
  const body = multipart(content, 'file.pdf', field);
  return { contentType: body.headers['content-type'], payload: body.payload };
}

describe.each(targets.filter((t) => t.kind === 'multipart').map((t) => [label(t), t] as const))('%s', (_label, target) => {
  it('refuses bodies that are not one good file, storing nothing', async () => {
    const requests: RawRequest[] = [
      { describe: 'no body' },
      { describe: 'a JSON object', contentType: 'application/json', payload: '{"file": "x"}' },
      { describe: 'invalid JSON', contentType: 'application/json', payload: '{"file":' },
      { describe: 'text/plain', contentType: 'text/plain', payload: 'hello' },
      { describe: 'a multipart body with no parts', contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz--\r\n' },
      { describe: 'a multipart body without a boundary', contentType: 'multipart/form-data', payload: 'garbage' },
      {
        describe: 'a truncated multipart body',
        contentType: 'multipart/form-data; boundary=xyz',
        payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      },
      { describe: 'the file in another field', ...multipartRequest(PDF, 'photo') },
      { describe: 'an empty file', ...multipartRequest(Buffer.alloc(0)) },
      { describe: 'a script as the file', ...multipartRequest(Buffer.from('<script>alert(1)</script>')) },
      { describe: `a file named ${"'; DROP TABLE users;--"}`, ...namedFile("'; DROP TABLE users;--.exe") },
    ];
    for (const request of requests) await refusedWithoutTrace(target, request, false);
  });
});

function namedFile(name: string) {
  const body = multipart(Buffer.from('MZ not a document'), name);
  return { contentType: body.headers['content-type'], payload: body.payload };
}

describe('GET /api/search/ (a read that takes its input in the query)', () => {
  const longText = fc.string({ minLength: 201, maxLength: 400 }).filter((s) => s.trim().length > 200 && !s.includes('\u0000'));
  const badField = fc.oneof(
    fc.record({
      field: fc.constant('q'),
      value: fc.oneof(fc.constantFrom('', ' ', '\t\n ', '\u00a0\u2003', 'a\u0000b', '\u0000'), longText),
    }),
    fc.record({ field: fc.constant('page'), value: fc.constantFrom('0', '-1', '1.5', 'x', '1e308', '1001', '', 'NaN', '[]') }),
    fc.record({ field: fc.constant('page_size'), value: fc.constantFrom('0', '51', 'x', '2.5', '', '-5', '1e3') }),
    fc.record({ field: fc.constantFrom('search', 'type', '__proto__', 'q[]', 'Q'), value: fc.constantFrom('water', '1', '') }),
  );

  it('refuses generated bad queries with a field error, as anyone', async () => {
    await fc.assert(
      fc.asyncProperty(badField, fc.constantFrom(undefined, fixtures.tokens.resident), async ({ field, value }, token) => {
        const params = new URLSearchParams({ q: 'water' });
        if (field === 'q') params.set('q', value);
        else params.append(field, value);
        const url = `/api/search/?${params.toString()}`;
        const answer = await ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Token ${token}` } : {} });
        expect(answer.statusCode, `${url}: ${answer.body.slice(0, 300)}`).toBe(400);
        const body = answer.json<{ detail: string; errors: Record<string, string[]> }>();
        expect(body.detail, url).toBeTypeOf('string');
        if (['q', 'page', 'page_size'].includes(field)) expect(body.errors[field], url).toBeDefined();
        else expect(Object.keys(body.errors), url).not.toHaveLength(0);
      }),
      runParameters(500_000),
    );
  });
});
