import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodType, type z } from 'zod';
import { HttpError, MESSAGES, type FieldErrors } from '../../lib/errors';

const NON_FIELD = 'non_field_errors';

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
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
    if (!(partSchema instanceof ZodType)) continue;
    const result = partSchema.safeParse(value);
    if (!result.success) addIssues(errors, result.error.issues);
  }
  return errors;
}

function send(reply: FastifyReply, status: number, detail: string, errors?: FieldErrors) {
  // Token authentication is the only scheme, and RFC 9110 wants 401 to name it.
  if (status === 401) reply.header('WWW-Authenticate', 'Token');
  return reply.code(status).send(errors ? { detail, errors } : { detail });
}

export default fp(
  async (app) => {
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
      const status = error.statusCode ?? 500;
      // Fastify's own 4xx (bad JSON, wrong media type, body too large) carry safe messages.
      if (status >= 400 && status < 500) return send(reply, status, error.message);
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, MESSAGES.serverError);
    });

    app.setNotFoundHandler((_request, reply) => send(reply, 404, MESSAGES.notFound));
  },
  { name: 'error-handler' },
);
