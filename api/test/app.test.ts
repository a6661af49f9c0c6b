import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import routeFolders from '../src/plugins/app/route-folders';
import { call, databaseKind, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

describe('GET /api/health/', () => {
  it('reports the database in use', async () => {
    const response = await call(ctx.app, 'GET', '/api/health/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: databaseKind });
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nothing-here/'],
    ['GET', '/api/news'],
    ['POST', '/api/nothing-here/'],
    ['DELETE', '/api/nothing-here/1/'],
  ] as const)('%s %s answers 404 in the error shape', async (method, url) => {
    const response = await call(ctx.app, method, url, { xsrf: false });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});

/** Every route the route plugins declare, found without going through the OpenAPI plugin. */
async function declaredRoutes(): Promise<string[]> {
  const found: string[] = [];
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  for (const name of ['requireUser', 'requireSuper', 'requireAdmin']) probe.decorate(name, async () => {});
  probe.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') found.push(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    }
  });
  await probe.register(routeFolders);
  await probe.ready();
  await probe.close();
  return found.sort();
}

describe('OpenAPI', () => {
  type Operation = { responses: Record<string, unknown>; requestBody?: unknown; parameters?: unknown[] };
  let document: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    const response = await call(ctx.app, 'GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('lists every route, and nothing else', async () => {
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const declared = await declaredRoutes();
    expect(declared.length).toBeGreaterThanOrEqual(11);
    expect(documented).toEqual(declared);
  });

  it('documents a success, 401 and 500 for every operation, and 400 wherever input is taken', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        // A form post's success is its 303 See Other (the sandbox checkout).
        expect(
          statuses.some((s) => /^(2|303$)/.test(s)),
          `${method} ${path}`,
        ).toBe(true);
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['401', '500']));
        if (operation.requestBody || operation.parameters?.length) expect(statuses, `${method} ${path}`).toContain('400');
        if (method !== 'get') expect(statuses, `${method} ${path}`).toContain('403');
      }
    }
  });

  it('serves the document alone by default, as in production: no Swagger UI on the portal’s origin', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/static/swagger-initializer.js']) {
      expect((await call(ctx.app, 'GET', url)).statusCode, url).toBe(404);
    }
    const yaml = await call(ctx.app, 'GET', '/api/docs/yaml');
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toContain('application/x-yaml');
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0/m);
  });

  it('serves the UI at /api/docs with API_DOCS_UI=true (development), the same document beside it', async () => {
    const withUi = await startTestApp({ API_DOCS_UI: 'true' });
    try {
      const response = await call(withUi.app, 'GET', '/api/docs');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect((await call(withUi.app, 'GET', '/api/docs/json')).json()).toEqual(document);
    } finally {
      await withUi.close();
    }
  });
});
