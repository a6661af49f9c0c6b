import { z } from 'zod';

import { apiErrorSchema } from '@portal/shared/contracts';

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input; `errors` maps each field (or `non_field_errors`) to its messages.',
  401: 'No token, or an invalid one.',
  403: 'Not allowed, or the CSRF token is missing or incorrect.',
  404: 'Not found.',
  409: 'Conflict with the current state.',
  413: 'The upload is too large; `errors.file` names the limit.',
  429: 'Too many requests.',
  500: 'Internal Server Error.',
  503: 'Busy (a statement ran past the statement timeout, or too many searches or password checks at once); try again after Retry-After seconds.',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/**
 * The error responses a route can give, for its schema. 401 (a bad token is refused anywhere),
 * 500 and 503 (any statement may run past the statement timeout) are always included.
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  const all = [...new Set<ErrorStatus>([...statuses, 401, 500, 503])];
  return Object.fromEntries(all.map((status) => [status, apiErrorSchema.check(z.describe(ERROR_DESCRIPTIONS[status]))])) as Record<
    S | 401 | 500 | 503,
    typeof apiErrorSchema
  >;
}

// OpenAPI security requirements, named after the schemes the swagger plugin declares.
export type SecurityRequirements = Array<Record<string, string[]>>;
export const SECURITY: Record<'token' | 'xsrf' | 'tokenAndXsrf' | 'optionalTokenAndXsrf', SecurityRequirements> = {
  token: [{ tokenAuth: [] }],
  xsrf: [{ xsrf: [] }],
  tokenAndXsrf: [{ tokenAuth: [], xsrf: [] }],
  optionalTokenAndXsrf: [{ xsrf: [] }, { tokenAuth: [], xsrf: [] }],
};

/** A stored file sent as it is, in one of `mediaTypes` (the handler sets the file's own Content-Type). */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  const schema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}
