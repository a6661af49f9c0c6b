import addFormats from 'ajv-formats';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/** The parts of an OpenAPI 3.1 document the check reads. */
export type OpenApiDocument = { paths?: Record<string, Record<string, unknown>> };
type MediaType = { schema?: object };
type ResponseObject = { content?: Record<string, MediaType>; headers?: Record<string, { required?: boolean }> };
type Operation = { responses?: Record<string, ResponseObject> };

/** An answer as the check sees it: the body as sent (undefined when streamed). */
export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string | Buffer | undefined };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `/api/news/:slug/` (Fastify's form) as the document writes it: `/api/news/{slug}/`. */
export function documentPath(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function mediaTypeMatches(declared: string, actual: string): boolean {
  if (declared === '*/*') return true;
  if (declared.endsWith('/*')) return actual.startsWith(declared.slice(0, -1));
  return declared === actual;
}

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * Checks answers against an OpenAPI 3.1 document: the status code is declared for the operation,
 * the Content-Type is one of that status's media types (and no body where it declares none), a
 * JSON body validates against the declared schema (JSON Schema 2020-12, formats included), and
 * every header the status declares is present unless declared `required: false`.
 */
export function openApiContract(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  function operationOf(method: string, path: string): Operation | undefined {
    return document.paths?.[path]?.[method.toLowerCase()] as Operation | undefined;
  }

  /** What is wrong with the answer to `method path` (the document's path template); empty when nothing. */
  function check(method: string, path: string, answer: Answer): string[] {
    const operation = operationOf(method, path);
    if (!operation) return [`${method} ${path} is not in the document`];
    const responses = operation.responses ?? {};
    const status = String(answer.statusCode);
    const response = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!response) return [`status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`];

    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (header.required !== false && answer.headers[name.toLowerCase()] === undefined) {
        problems.push(`status ${status}: declared header ${name} is missing`);
      }
    }
    const contentType = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const hasBody = answer.body === undefined || answer.body.length > 0;
    const content = response.content;
    if (!content || Object.keys(content).length === 0) {
      if (hasBody) problems.push(`status ${status} declares no body, the answer has one (${contentType || 'no Content-Type'})`);
      return problems;
    }
    if (!hasBody) {
      problems.push(`status ${status} declares a body (${Object.keys(content).join(', ')}), the answer has none`);
      return problems;
    }
    const declared = Object.keys(content).find((mediaType) => mediaTypeMatches(mediaType.toLowerCase(), contentType));
    if (declared === undefined) {
      problems.push(`status ${status}: Content-Type ${contentType || '(none)'} is not declared (${Object.keys(content).join(', ')})`);
      return problems;
    }
    const schema = content[declared]?.schema;
    if (!schema || !isJson(contentType) || answer.body === undefined) return problems;
    let json: unknown;
    try {
      json = JSON.parse(answer.body.toString());
    } catch {
      problems.push(`status ${status}: the body is not JSON`);
      return problems;
    }
    const validate = validatorOf(schema);
    if (!validate(json)) {
      problems.push(`status ${status}: the body does not match the schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
    }
    return problems;
  }

  /** Every operation of the document, as `METHOD /path/{param}/`. */
  function operations(): string[] {
    return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  return { check, operations, operationOf };
}

export type OpenApiContract = ReturnType<typeof openApiContract>;
