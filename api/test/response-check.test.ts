import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import responseCheck from '../src/plugins/app/response-check';
import swagger from '../src/plugins/external/swagger';
import { call, startTestApp } from './helpers';

// RESPONSE_CHECK_FILE (set by the browser suite): every answer of a documented route is checked
// against the OpenAPI document, and one outside it is logged and recorded in the file.

const dir = mkdtempSync(join(tmpdir(), 'portal-response-check-'));
const portalFile = join(dir, 'portal.jsonl');
const ctx = await startTestApp({ RESPONSE_CHECK_FILE: portalFile });
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});
const violations = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { route: string; status: number; problems: string[] })
    : [];

describe('with RESPONSE_CHECK_FILE', () => {
  it('records answers outside the document, and only those', async () => {
    const file = join(dir, 'small.jsonl');
    // Without the zod type provider's types, so that routes may answer outside their own schema.
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, { ui: false });
    await app.register(responseCheck, { file });
    const schema = { response: { 200: z.object({ a: z.string() }) } };
    app.get('/fine/', { schema }, async () => ({ a: 'x' }));
    // A body the serializer never sees, of the wrong type; a status the route does not declare; a Content-Type it does not declare.
    app.get('/wrong-body/', { schema }, async (_request, reply) => reply.type('application/json').send('{"a":1}'));
    app.get('/wrong-status/', { schema }, async (_request, reply) =>
      reply
        .status(418 as 200)
        .type('application/json')
        .send('{"a":"x"}'),
    );
    app.get('/wrong-type/', { schema }, async (_request, reply) => reply.type('text/html').send('<p>x</p>'));
    await app.ready();

    for (const url of ['/fine/', '/wrong-body/', '/wrong-status/', '/wrong-type/']) await app.inject({ method: 'GET', url });
    // Unknown addresses are not the document's to answer for.
    await app.inject({ method: 'GET', url: '/nowhere/' });
    await app.close();

    expect(violations(file).map(({ route, status, problems }) => ({ route, status, problems }))).toEqual([
      { route: '/wrong-body/', status: 200, problems: ['status 200: the body does not match the schema: body/a must be string'] },
      { route: '/wrong-status/', status: 418, problems: ['status 418 is not declared (declared: 200)'] },
      { route: '/wrong-type/', status: 200, problems: ['status 200: Content-Type text/html is not declared (application/json)'] },
    ]);
  });

  it('records nothing for the portal answering as documented', async () => {
    for (const url of ['/api/health/', '/api/news/', '/api/organization/', '/api/news/no-such-article/']) {
      const answer = await call(ctx.app, 'GET', url);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
    expect((await call(ctx.app, 'POST', '/api/auth/login/', { body: { email: 'nobody@example.org' } })).statusCode).toBe(400);
    expect(violations(portalFile)).toEqual([]);
  });
});
