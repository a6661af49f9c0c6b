import { isApiErrorCode, type ApiErrorBody, type ApiErrorCode } from '../contracts/errors';
import { kitMessage, kitText } from '../i18n/kit-text';

export type FieldErrors = Record<string, string[]>;

/**
 * A failed call: the HTTP status (0 when the server could not be reached), its message and field
 * errors, and the code of a refusal a page acts on (its message is in the person's language).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly code: ApiErrorCode | undefined;

  constructor(status: number, detail: string, fieldErrors: FieldErrors = {}, code?: ApiErrorCode) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }

  static fromBody(status: number, body: unknown): ApiError {
    const parsed = (body ?? {}) as Partial<ApiErrorBody>;
    const detail = typeof parsed.detail === 'string' ? parsed.detail : defaultDetail(status);
    return new ApiError(status, detail, parsed.errors ?? {}, isApiErrorCode(parsed.code) ? parsed.code : undefined);
  }
}

/** The message id of a call's failure when the server could not be reached: the error's message is its text. */
export const NETWORK_ERROR_DETAIL = 'http.networkError';

/** What a failed call says when the API said nothing, in the page's language. */
function defaultDetail(status: number): string {
  if (status >= 500) return kitText.text('http.serverError');
  if (status === 404) return kitText.text('http.notFound');
  return kitText.text('http.failed');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a failure says to the person, in their language: a refusal's own words (the API's 4xx, which
 * say what to change), the server out of reach (check the connection), or, for the server's own
 * failure or anything else, that it is ours and to try again in a moment. The server's detail of
 * its own failure is in its log, never on the page.
 */
export function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status < 500) return kitMessage(error.message);
  return kitText.text('http.serverError');
}

/**
 * How often every app tries a failed read again: once, unless the API answered 4xx, which asking
 * again would only repeat (a page that does not exist, a refusal).
 */
export function retryReadOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);
}
