// What the OpenAPI document says beyond each route's own schema: the answers and headers that
// come from the API's shared rules (the router, the body limit, the XSRF cookie, rate limits, languages),
// each operation's id, and the multipart body of the upload routes.

type Schema = Record<string, unknown>;
type Header = { description: string; required: boolean; schema: Schema };
type Response = { description?: string; headers?: Record<string, Header>; content?: Record<string, { schema?: Schema }> };
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: unknown;
  responses?: Record<string, Response>;
};
type Document = { paths?: object };

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** Methods whose body Fastify reads, and so may refuse as too large. */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** A stable id from the method and the route: `GET /api/news/{slug}/` is `get_news_by_slug`, in snake case. */
export function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^[{:](\w+)}?$/.exec(segment);
      return parameter ? `by_${parameter[1]}` : segment.replace(/[^A-Za-z0-9]+/g, '_');
    });
  return [method, ...words]
    .join('_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/** The file field of the upload routes' multipart body (lib/multipart-file.ts). */
export const MULTIPART_FILE_BODY = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'The file: one part named `file`, nothing else.' } },
  required: ['file'],
  additionalProperties: false,
} as const;

type RouteSchema = { consumes?: readonly string[]; body?: unknown; operationId?: string };

/**
 * A route's schema as documented: its operationId, and for a route that `consumes`
 * multipart/form-data the file field as its body (Fastify itself never sees that body schema:
 * the handler reads the parts).
 */
export function describeRoute<S extends RouteSchema>(
  route: { url: string; route: { method: string | string[] }; schema?: RouteSchema },
  schema: S,
): S {
  const method = [route.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const multipart = route.schema?.consumes?.includes('multipart/form-data') === true;
  return {
    ...schema,
    operationId: schema.operationId ?? operationId(method, route.url),
    ...(multipart ? { consumes: ['multipart/form-data'], body: MULTIPART_FILE_BODY } : {}),
  };
}

const retryAfter = (required: boolean): Header => ({
  description: 'Seconds to wait before trying again.',
  required,
  schema: { type: 'integer', minimum: 0 },
});
const setCookie = (required: boolean): Header => ({
  description: 'The `XSRF-TOKEN` cookie (`Path=/; SameSite=Lax`, a year), set on any answer to a request that carried no valid one.',
  required,
  schema: { type: 'string' },
});
const LOCATION: Header = { description: 'Where to go next.', required: true, schema: { type: 'string' } };
const CONTENT_LANGUAGE: Header = {
  description: 'The language of the words the API wrote (`detail`, field messages): `en`, `es`.',
  required: false,
  schema: { type: 'string' },
};

/** The route that hands out the XSRF cookie: its answer always sets it. */
const CSRF_PATH = '/api/auth/csrf/';

/**
 * Completes the document: 414 (a path parameter over `maxParamLength`) on every operation with one, 413
 * (a body over the limit) on every one that takes a body, in the error shape of its 401; path
 * parameters no longer than the router takes; Retry-After on 429 and 503, Location on 303,
 * Content-Language on errors, and the XSRF cookie's Set-Cookie on successes.
 */
export function completeDocument<D extends Document>(document: D, options: { maxParamLength: number }): D {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      const responses = (operation.responses ??= {});
      const errorContent = responses['401']?.content;
      if (path.includes('{')) {
        responses['414'] ??= { description: 'A path parameter is longer than the API takes.', content: errorContent };
      }
      if (BODY_METHODS.has(method)) {
        responses['413'] ??= { description: 'The request body is larger than the API takes.', content: errorContent };
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' || !parameter.schema) continue;
        const declared = parameter.schema.maxLength;
        parameter.schema.maxLength = typeof declared === 'number' ? Math.min(declared, options.maxParamLength) : options.maxParamLength;
      }
      for (const [status, response] of Object.entries(responses)) {
        const headers: Record<string, Header> = {};
        if (status === '429') headers['Retry-After'] = retryAfter(true);
        // Health's 503 (draining, or no database) says nothing of when to come back.
        if (status === '503') headers['Retry-After'] = retryAfter(!path.startsWith('/api/health'));
        if (status === '303') headers.Location = LOCATION;
        if (/^[45]/.test(status)) headers['Content-Language'] = CONTENT_LANGUAGE;
        if (/^[23]/.test(status)) headers['Set-Cookie'] = setCookie(path === CSRF_PATH && method === 'get');
        if (Object.keys(headers).length > 0) response.headers = { ...response.headers, ...headers };
      }
    }
  }
  return document;
}
