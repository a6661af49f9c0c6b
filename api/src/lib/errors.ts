import { msg, sayNow, type Message } from './messages';

/** Field errors as they are answered: each field (or `non_field_errors`) with its messages. */
export type FieldErrors = Record<string, string[]>;
/** Field errors before they are said in the person's language. */
export type FieldMessages = Record<string, Message[]>;

export const MESSAGES = {
  invalidInput: msg('error.invalidInput'),
  notAuthenticated: msg('error.notAuthenticated'),
  invalidToken: msg('error.invalidToken'),
  permissionDenied: msg('error.permissionDenied'),
  csrf: msg('error.csrf'),
  notFound: msg('error.notFound'),
  serverError: msg('error.serverError'),
  busy: msg('error.passwordsBusy'),
} as const;

/**
 * An error whose status and body are meant for the client, as `{detail, errors?}` in the request's
 * language, with `code` when its message is one a client acts on (API_ERROR_CODES).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: Message,
    readonly errors?: FieldMessages,
    /** Extra response headers, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(sayNow(detail));
    this.name = 'HttpError';
  }
}

export const badRequest = (errors: FieldMessages, detail: Message = MESSAGES.invalidInput) => new HttpError(400, detail, errors);
export const notAuthenticated = () => new HttpError(401, MESSAGES.notAuthenticated);
export const invalidToken = () => new HttpError(401, MESSAGES.invalidToken);
export const permissionDenied = () => new HttpError(403, MESSAGES.permissionDenied);
export const csrfFailed = () => new HttpError(403, MESSAGES.csrf);
export const notFound = () => new HttpError(404, MESSAGES.notFound);
export const tooManyRequests = (detail: Message, retryAfterSeconds: number) =>
  new HttpError(429, detail, undefined, { 'Retry-After': String(retryAfterSeconds) });
export const serviceBusy = (retryAfterSeconds: number) =>
  new HttpError(503, MESSAGES.busy, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** The first row a query found (it asks for one: `.limit(1)`), or 404. */
export async function firstOrNotFound<T>(rows: PromiseLike<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound();
  return row;
}
