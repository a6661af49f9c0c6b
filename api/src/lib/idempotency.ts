import { z } from 'zod';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * The optional `Idempotency-Key` request header of writes a person may retry: the same key from
 * the same person finds the first result instead of making another. Header names arrive
 * lower-cased; other headers pass through untouched.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, 'Leave it out, or send a key.')
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, `Use at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`)
    .optional()
    .describe(
      `Up to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters, one per submission (a UUID): a retry with the same key answers ` +
        'with the first result and changes nothing.',
    ),
});
