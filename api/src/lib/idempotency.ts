import { z } from 'zod';

import { apiError } from './messages';
import { errorResponses, SECURITY } from './responses';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * The optional `Idempotency-Key` request header of writes a person may retry: the same key from
 * the same person finds the first result instead of making another. Header names arrive
 * lower-cased; other headers pass through untouched.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, { error: apiError('idempotency.empty') })
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, { error: apiError('idempotency.tooLong', { max: IDEMPOTENCY_KEY_MAX_LENGTH }) })
    .optional()
    .describe(
      `Up to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters, one per submission (a UUID): a retry with the same key answers ` +
        'with the first result and changes nothing.',
    ),
});

/**
 * The schema of a person's idempotent create: their login with the XSRF check, the optional
 * `Idempotency-Key`, 201 with what was made (or, for a retry, found first), and 400, 403 and 429.
 */
export function idempotentCreateSchema<const B, const R>(body: B, created: R) {
  return {
    security: SECURITY.tokenAndXsrf,
    headers: idempotencyHeadersSchema,
    body,
    response: { 201: created, ...errorResponses(400, 403, 429) },
  };
}

/**
 * Makes something at most once per key: what an earlier request with the key made is `earlier`;
 * otherwise `create` runs (its checks and limits first) and answers what it made, or undefined when
 * a parallel retry with the key got its row in first (the unique key turned the insert into
 * nothing), which is then found and answered as `earlier`.
 */
export async function createOnce<Found, Made>(options: {
  key: string | undefined;
  find: (key: string) => Promise<Found | null | undefined>;
  create: () => Promise<Made | undefined>;
  /** For the error when the row that got in first cannot be found: "complaint". */
  what: string;
}): Promise<{ earlier: Found } | { made: Made }> {
  const { key, find } = options;
  const earlier = key === undefined ? undefined : await find(key);
  if (earlier !== undefined && earlier !== null) return { earlier };
  const made = await options.create();
  if (made !== undefined) return { made };
  const winner = key === undefined ? undefined : await find(key);
  if (winner === undefined || winner === null) throw new Error(`${options.what} conflicted but no earlier one was found`);
  return { earlier: winner };
}
