import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { core, safeParse, type z } from 'zod';
import * as zodLocales from 'zod/locales';

import { isApiErrorCode } from '@portal/shared/contracts';

import { checkIn, english, msg, say, SOURCE_LANGUAGE, type Message, type MessageId } from '../../i18n';
import { databaseError, QUERY_CANCELED } from '../../lib/db-errors';
import { badRequest, HttpError, MESSAGES, type FieldErrors, type FieldMessages } from '../../lib/errors';

const NON_FIELD = 'non_field_errors';
/** The methods the API's routes use, in the order an Allow header lists them. */
const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const METHOD_NOT_ALLOWED_MESSAGE = msg('error.methodNotAllowed');
export const METHOD_NOT_ALLOWED = english(METHOD_NOT_ALLOWED_MESSAGE);

/** An answer lists at most this many fields in `errors`; its detail says how many more had problems. */
export const MAX_FIELD_ERRORS = 20;
/**
 * Object keys plus array items a JSON body may hold, all levels counted. The largest body a form
 * sends is a dispute's, about 150 (up to 50 answers of two keys); a body over this is refused
 * before any schema looks at it, so no request makes the API build thousands of errors.
 */
export const MAX_BODY_ENTRIES = 1_000;
/** The answer when a statement ran past the statement timeout (DB_STATEMENT_TIMEOUT_MS) and was cancelled. */
const TOO_SLOW_MESSAGE = msg('error.tooSlow');
export const TOO_SLOW = english(TOO_SLOW_MESSAGE);
/** What a request cancelled by the statement timeout is told to wait. */
const TOO_SLOW_RETRY_AFTER_SECONDS = 5;
const TOO_MANY_ENTRIES_MESSAGE = msg('error.tooManyEntries', { limit: MAX_BODY_ENTRIES });
export const TOO_MANY_ENTRIES = english(TOO_MANY_ENTRIES_MESSAGE);

/** Fastify's own refusals of a request's body, in the catalogs' words (English: Fastify's own). */
const FASTIFY_MESSAGES: Record<string, MessageId> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.contentLengthMismatch',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyJsonBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJsonBody',
};

type ZodLocale = () => { localeError: z.core.$ZodErrorMap };
/** Zod's own words for the checks no schema words itself, in a language zod has them in. */
function zodLocale(language: string): z.core.$ZodErrorMap | undefined {
  if (language === SOURCE_LANGUAGE) return undefined;
  const locales = zodLocales as unknown as Record<string, ZodLocale | undefined>;
  const locale = locales[language] ?? locales[language.split('-')[0]!];
  return typeof locale === 'function' ? locale().localeError : undefined;
}

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
function bounded(request: FastifyRequest, detail: Message, errors: FieldErrors): { detail: string; errors: FieldErrors } {
  const fields = Object.keys(errors);
  if (fields.length <= MAX_FIELD_ERRORS) return { detail: request.say(detail), errors };
  return {
    detail: request.say(msg('error.moreFields', { detail, shown: MAX_FIELD_ERRORS, more: fields.length - MAX_FIELD_ERRORS })),
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

/**
 * What an issue names that its message may say: its bounds, its expected values or keys ("a, b"),
 * and the values a schema's own check gives its message (`params`: the question of a dispute's answer).
 */
function issueValues(issue: z.core.$ZodIssue): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const add = (entries: Array<[string, unknown]>) => {
    for (const [name, value] of entries) {
      if (name === 'message' || name === 'input' || name === 'path' || name === 'code') continue;
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
      else if (typeof value === 'bigint' || typeof value === 'boolean') values[name] = String(value);
      else if (Array.isArray(value)) values[name] = value.map(String).join(', ');
    }
  };
  add(Object.entries(issue));
  if ('params' in issue && typeof issue.params === 'object' && issue.params !== null) add(Object.entries(issue.params));
  return values;
}

/**
 * Each issue as a field error in the request's language: the API's own messages are said in it
 * already (checkIn); a contract's message is the kit's when its catalog has that id, else as it came.
 */
function addIssues(request: FastifyRequest, errors: FieldErrors, issues: z.core.$ZodIssue[]) {
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) addError(errors, [...issue.path, key].join('.'), request.say(msg('field.unknown')));
    } else {
      addError(errors, issue.path.length > 0 ? issue.path.join('.') : NON_FIELD, request.sayKit(issue.message, issueValues(issue)));
    }
  }
}

/**
 * Fastify stops at the first invalid part of a request; re-checking all of them lets one
 * answer name every problem in params, query, body and headers (such as Idempotency-Key) together,
 * in the request's language.
 */
function requestFieldErrors(request: FastifyRequest): FieldErrors {
  const schema = request.routeOptions.schema ?? {};
  const parts: Array<[unknown, unknown]> = [
    [schema.params, request.params],
    [schema.querystring, request.query],
    [schema.body, request.body],
    [schema.headers, request.headers],
  ];
  const { language } = request;
  const zodWords = zodLocale(language);
  // For a check no schema words itself: a missing value in the portal's words (zod's are for
  // developers), anything else in zod's own words of the language. A schema's own message wins.
  const error: z.core.$ZodErrorMap = (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      return request.say(msg((issue.path?.length ?? 0) > 0 ? 'field.required' : 'request.bodyRequired'));
    }
    return zodWords?.(issue);
  };
  const errors: FieldErrors = {};
  for (const [partSchema, value] of parts) {
    // Classic zod's or zod/mini's (the contracts'): both are zod/v4/core schemas.
    if (!(partSchema instanceof core.$ZodType)) continue;
    // Zod words an issue when its error's issues are first read: read them while the check speaks the language.
    const issues = checkIn(
      (message) => say(language, message),
      () => {
        const result = safeParse(partSchema, value, { error });
        return result.success ? [] : result.error.issues;
      },
    );
    addIssues(request, errors, issues);
  }
  return errors;
}

function said(request: FastifyRequest, errors: FieldMessages): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => request.say(message))]));
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, detail: Message, errors?: FieldErrors) {
  // Token authentication is the only scheme, and RFC 9110 wants 401 to name it.
  if (status === 401) reply.header('WWW-Authenticate', 'Token');
  const body = errors ? bounded(request, detail, errors) : { detail: request.say(detail) };
  // A refusal a client acts on (already voted) says so in every language: its message's id, as `code`.
  const code = 'id' in detail && isApiErrorCode(detail.id) ? detail.id : undefined;
  return reply.code(status).send(code ? { ...body, code } : body);
}

/** A 4xx of Fastify's own (bad JSON, wrong media type, body too large): in the catalogs' words when they have it. */
function fastifyMessage(error: FastifyError): Message {
  const id = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
  return id && english(msg(id)) === error.message ? msg(id) : { verbatim: error.message };
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (exceeds(request.body, MAX_BODY_ENTRIES)) throw badRequest({ [NON_FIELD]: [TOO_MANY_ENTRIES_MESSAGE] }, TOO_MANY_ENTRIES_MESSAGE);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return send(request, reply, error.statusCode, error.detail, error.errors && said(request, error.errors));
      }
      if (error.validation) {
        const errors = requestFieldErrors(request);
        if (Object.keys(errors).length === 0) addError(errors, NON_FIELD, error.message);
        return send(request, reply, 400, MESSAGES.invalidInput, errors);
      }
      if (databaseError(error)?.code === QUERY_CANCELED) {
        request.log.warn({ err: error }, 'statement cancelled by the statement timeout');
        reply.header('Retry-After', String(TOO_SLOW_RETRY_AFTER_SECONDS));
        return send(request, reply, 503, TOO_SLOW_MESSAGE);
      }
      const status = error.statusCode ?? 500;
      // Fastify's own 4xx (bad JSON, wrong media type, body too large) carry safe messages.
      if (status >= 400 && status < 500) return send(request, reply, status, fastifyMessage(error));
      request.log.error({ err: error }, 'request failed');
      return send(request, reply, 500, MESSAGES.serverError);
    });

    // A path the API has, asked with a method it lacks: 405 with the methods it takes (RFC 9110).
    app.setNotFoundHandler((request, reply) => {
      const url = request.raw.url?.split('?')[0] ?? '/';
      const allowed = ROUTE_METHODS.filter((method) => app.findRoute({ method, url }) !== null);
      if (allowed.length === 0) return send(request, reply, 404, MESSAGES.notFound);
      reply.header('Allow', allowed.join(', '));
      return send(request, reply, 405, METHOD_NOT_ALLOWED_MESSAGE);
    });
  },
  { name: 'error-handler', dependencies: ['language'] },
);
