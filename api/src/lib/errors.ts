export type FieldErrors = Record<string, string[]>;

export const MESSAGES = {
  invalidInput: 'Invalid input.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  permissionDenied: 'You do not have permission to perform this action.',
  csrf: 'CSRF token missing or incorrect.',
  notFound: 'Not found.',
  serverError: 'Internal Server Error',
  busy: 'The portal is busy checking passwords right now. Please try again in a few seconds.',
} as const;

/** An error whose status and body are meant for the client, as `{detail, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: FieldErrors,
    /** Extra response headers, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (errors: FieldErrors, detail: string = MESSAGES.invalidInput) => new HttpError(400, detail, errors);
export const notAuthenticated = () => new HttpError(401, MESSAGES.notAuthenticated);
export const invalidToken = () => new HttpError(401, MESSAGES.invalidToken);
export const permissionDenied = () => new HttpError(403, MESSAGES.permissionDenied);
export const csrfFailed = () => new HttpError(403, MESSAGES.csrf);
export const notFound = () => new HttpError(404, MESSAGES.notFound);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, undefined, { 'Retry-After': String(retryAfterSeconds) });
export const serviceBusy = (retryAfterSeconds: number) =>
  new HttpError(503, MESSAGES.busy, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** The first row a query found (it asks for one: `.limit(1)`), or 404. */
export async function firstOrNotFound<T>(rows: PromiseLike<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound();
  return row;
}
