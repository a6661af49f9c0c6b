import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { core, safeParse, type z } from 'zod';

import { databaseError, QUERY_CANCELED } from '../../lib/db-errors';
import { badRequest, HttpError, MESSAGES, type FieldErrors } from '../../lib/errors';

const NON_FIELD = 'non_field_errors';
/** The methods the API's routes use, in the order an Allow header lists them. */
const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export const METHOD_NOT_ALLOWED = 'This address does not take that method; the Allow header lists those it takes.';

/** An answer lists at most this many fields in `errors`; its detail says how many more had problems. */
export const MAX_FIELD_ERRORS = 20;
/**
 * Object keys plus array items a JSON body may hold, all levels counted. The largest body a form
 * sends is a dispute's, about 150 (up to 50 answers of two keys); a body over this is refused
 * before any schema looks at it, so no request makes the API build thousands of errors.
 */
export const MAX_BODY_ENTRIES = 1_000;
/** The answer when a statement ran past the statement timeout (DB_STATEMENT_TIMEOUT_MS) and was cancelled. */
export const TOO_SLOW = 'The portal took too long to answer this request. Please try again in a moment.';
/** What a request cancelled by the statement timeout is told to wait. */
const TOO_SLOW_RETRY_AFTER_SECONDS = 5;
export const TOO_MANY_ENTRIES = `The request body holds more than ${MAX_BODY_ENTRIES.toLocaleString('en-US')} fields and values; no form of the portal sends as many.`;

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

/** Whether a parsed body holds more than `limit` keys and items; stops counting at the limit. */
function exceeds(body: unknown, limit: number): boolean {
  const pending: unknown[] = [body];
  let count = 0;
  while (pending.length > 0) {
    const value = pending.pop();
    if (!isPlain(value)) continue;
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      count += 1;
      if (count > limit) return true;
      pending.push(value[key]);
    }
  }
  return false;
}

/** The first MAX_FIELD_ERRORS fields, and a detail that says how many more there were. */
function bounded(detail: string, errors: FieldErrors): { detail: string; errors: FieldErrors } {
  const fields = Object.keys(errors);
  if (fields.length <= MAX_FIELD_ERRORS) return { detail, errors };
  const more = (fields.length - MAX_FIELD_ERRORS).toLocaleString('en-US');
  return {
    detail: `${detail} Only the first ${MAX_FIELD_ERRORS} fields with errors are listed; ${more} more have errors too.`,
    errors: Object.fromEntries(fields.slice(0, MAX_FIELD_ERRORS).map((field) => [field, errors[field]!])),
  };
}

function addError(errors: FieldErrors, field: string, message: string) {
  // A query may name a field `constructor` or `__proto__`: an own entry, never the prototype's (no
  // JSON object keeps a `__proto__` key through serialization, so that one is told apart from the fields).
  if (field === '__proto__') return addError(errors, NON_FIELD, `__proto__: ${message}`);
  if (!Object.hasOwn(errors, field)) errors[field] = [];
  errors[field]!.push(message);
}

function addIssues(errors: FieldErrors, issues: z.core.$ZodIssue[]) {
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) addError(errors, [...issue.path, key].join('.'), 'Unknown field.');
    } else {
      addError(errors, issue.path.length > 0 ? issue.path.join('.') : NON_FIELD, issue.message);
    }
  }
}

/**
 * Fastify stops at the first invalid part of a request; re-checking all of them lets one
 * answer name every problem in params, query, body and headers (such as Idempotency-Key) together.
 */
function requestFieldErrors(request: FastifyRequest): FieldErrors {
  const schema = request.routeOptions.schema ?? {};
  const parts: Array<[unknown, unknown]> = [
    [schema.params, request.params],
    [schema.querystring, request.query],
    [schema.body, request.body],
    [schema.headers, request.headers],
  ];
  const errors: FieldErrors = {};
  for (const [partSchema, value] of parts) {
    // Classic zod's or zod/mini's (the contracts'): both are zod/v4/core schemas.
    if (!(partSchema instanceof core.$ZodType)) continue;
    const result = safeParse(partSchema, value);
    if (!result.success) addIssues(errors, result.error.issues);
  }
  return errors;
}

function send(reply: FastifyReply, status: number, detail: string, errors?: FieldErrors) {
  // Token authentication is the only scheme, and RFC 9110 wants 401 to name it.
  if (status === 401) reply.header('WWW-Authenticate', 'Token');
  return reply.code(status).send(errors ? bounded(detail, errors) : { detail });
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (exceeds(request.body, MAX_BODY_ENTRIES)) throw badRequest({ [NON_FIELD]: [TOO_MANY_ENTRIES] }, TOO_MANY_ENTRIES);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return send(reply, error.statusCode, error.detail, error.errors);
      }
      if (error.validation) {
        const errors = requestFieldErrors(request);
        if (Object.keys(errors).length === 0) addError(errors, NON_FIELD, error.message);
        return send(reply, 400, MESSAGES.invalidInput, errors);
      }
      if (databaseError(error)?.code === QUERY_CANCELED) {
        request.log.warn({ err: error }, 'statement cancelled by the statement timeout');
        reply.header('Retry-After', String(TOO_SLOW_RETRY_AFTER_SECONDS));
        return send(reply, 503, TOO_SLOW);
      }
      const status = error.statusCode ?? 500;
      // Fastify's own 4xx (bad JSON, wrong media type, body too large) carry safe messages.
      if (status >= 400 && status < 500) return send(reply, status, error.message);
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, MESSAGES.serverError);
    });

    // A path the API has, asked with a method it lacks: 405 with the methods it takes (RFC 9110).
    app.setNotFoundHandler((request, reply) => {
      const url = request.raw.url?.split('?')[0] ?? '/';
      const allowed = ROUTE_METHODS.filter((method) => app.findRoute({ method, url }) !== null);
      if (allowed.length === 0) return send(reply, 404, MESSAGES.notFound);
      reply.header('Allow', allowed.join(', '));
      return send(reply, 405, METHOD_NOT_ALLOWED);
    });
  },
  { name: 'error-handler' },
);
