import { afterAll, describe, expect, it } from 'vitest';

import { ADMIN, call, login, RESIDENT, startTestApp } from './helpers';

// The OpenAPI document says what the API does beyond each route's own schema: ids of operations,
// the router's and the body limit's answers, headers, multipart bodies and the media types of
// pages and files; and the API answers a method a path lacks with 405 and Allow.

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Schema = { type?: string; pattern?: string; maxLength?: number; properties?: Record<string, Schema>; format?: string };
type Response = { headers?: Record<string, { required?: boolean }>; content?: Record<string, { schema?: Schema }> };
type Operation = {
  operationId?: string;
  parameters?: Array<{ in: string; name: string; schema: Schema }>;
  requestBody?: { content?: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
};
const document = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation, name: `${method.toUpperCase()} ${path}` })),
);
const find = (method: string, path: string) => document.paths[path]![method]!;

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][a-z0-9_]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(operations.length);
    expect(find('get', '/api/news/{slug}/').operationId).toBe('get_news_by_slug');
    expect(find('get', '/api/donations/return/{sessionId}/').operationId).toBe('get_donations_return_by_session_id');
  });

  it('declares 414 where a path parameter can be too long and 413 wherever a body is read', () => {
    for (const { path, method, operation, name } of operations) {
      if (path.includes('{')) expect(Object.keys(operation.responses), name).toContain('414');
      if (['post', 'put', 'patch', 'delete'].includes(method)) expect(Object.keys(operation.responses), name).toContain('413');
    }
  });

  it('documents path parameters no longer than the router takes (100 characters)', () => {
    const parameters = operations.flatMap((o) =>
      (o.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => ({ ...p, op: o.name })),
    );
    expect(parameters.length).toBeGreaterThan(20);
    for (const parameter of parameters) expect(parameter.schema.maxLength, `${parameter.op} ${parameter.name}`).toBeLessThanOrEqual(100);
  });

  it('declares Retry-After on 429 and 503, Location on 303, and the XSRF cookie', () => {
    let limited = 0;
    for (const { operation, name } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '429' || status === '503') expect(Object.keys(response.headers ?? {}), `${name} ${status}`).toContain('Retry-After');
        if (status === '429') limited += 1;
        if (status === '303') expect(response.headers?.Location?.required, name).toBe(true);
      }
    }
    expect(limited).toBeGreaterThan(3);
    expect(find('get', '/api/auth/csrf/').responses['204']!.headers!['Set-Cookie']!.required).toBe(true);
    expect(find('post', '/api/auth/login/').responses['200']!.headers!['Set-Cookie']!.required).toBe(false);
  });

  it('declares the upload routes’ multipart bodies', () => {
    for (const path of ['/api/uploads/', '/api/configuration/files/']) {
      const body = find('post', path).requestBody?.content?.['multipart/form-data']?.schema;
      expect(body?.properties?.file, path).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it('declares the media types pages and files are served as', () => {
    const types = (method: string, path: string, status = '200') => Object.keys(find(method, path).responses[status]!.content ?? {});
    expect(types('get', '/api/payments/sandbox/checkout/{id}/')).toEqual(['text/html', 'application/json']);
    expect(types('post', '/api/payments/sandbox/checkout/{id}/', '409')).toEqual(['text/html', 'application/json']);
    expect(types('get', '/api/documents/{slug}/download/')).toEqual(expect.arrayContaining(['application/pdf', 'image/jpeg', 'text/csv']));
    expect(types('get', '/api/files/{sha256}/')).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(types('get', '/api/uploads/{id}/')).toEqual(expect.arrayContaining(['application/pdf', 'image/webp']));
  });

  it('says which bodies have rules across fields, and that text is trimmed', () => {
    const body = (method: string, path: string) =>
      find(method, path).requestBody?.content?.['application/json']?.schema as { description?: string };
    expect(body('post', '/api/complaints/').description).toMatch(/`property_id` or `address`.*trimmed/);
    expect(body('post', '/api/users/properties/').description).toMatch(/meter number.*trimmed/);
    expect(body('post', '/api/configuration/polls/').description).toMatch(/`closes_at` must be after `opens_at`/);
    expect(body('post', '/api/configuration/campaigns/').description).toMatch(/`ends_at`/);
    expect(body('post', '/api/configuration/documents/').description).toMatch(/`subcategory_id`/);
    expect(body('post', '/api/configuration/donation-causes/').description).toMatch(/campaign needs `goal_cents`/);
  });

  it('writes only patterns that mean the same without the u flag', () => {
    const patterns: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'pattern' && typeof inner === 'string') patterns.push(inner);
          walk(inner);
        }
    };
    walk(document);
    expect(patterns.length).toBeGreaterThan(3);
    for (const pattern of patterns) {
      expect(pattern).not.toMatch(/\\[pP]\{/);
      expect(() => new RegExp(pattern), pattern).not.toThrow();
      expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
    }
  });
});

describe('a method a path lacks', () => {
  it.each([
    ['DELETE', '/api/news/', 'GET, HEAD'],
    ['PUT', '/api/auth/login/', 'POST'],
    ['POST', '/api/organization/', 'GET, HEAD'],
  ] as const)('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const answer = await call(ctx.app, method, url, { body: {} });
    expect(answer.statusCode, answer.body).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.json()).toEqual({ detail: expect.any(String) });
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 405 on a path with a parameter, and 404 on a path that does not exist', async () => {
    const admin = await login(ctx.app, ADMIN);
    const news = await call(ctx.app, 'DELETE', '/api/news/some-article/', { token: admin });
    expect(news.statusCode).toBe(405);
    expect(news.headers.allow).toBe('GET, HEAD');
    const unknown = await call(ctx.app, 'DELETE', '/api/no-such-thing/', { token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });
});

describe('the router’s limit on path parameters', () => {
  it('answers 414 past 100 characters, as documented', async () => {
    expect((await call(ctx.app, 'GET', `/api/news/${'a'.repeat(101)}/`)).statusCode).toBe(414);
    expect((await call(ctx.app, 'GET', `/api/news/${'a'.repeat(100)}/`)).statusCode).toBe(404);
  });
});

describe('an email whose domain label ends in a hyphen', () => {
  it('is refused by the contact form', async () => {
    const answer = await call(ctx.app, 'POST', '/api/contact-messages/', {
      token: await login(ctx.app, RESIDENT),
      body: { name: 'Pat', email: 'pat@example-.org', subject: 'Hello', message: 'A question about the portal.' },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(Object.keys(answer.json<{ errors: object }>().errors)).toContain('email');
  });
});
