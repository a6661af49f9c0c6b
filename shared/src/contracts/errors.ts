import { z } from './zod-config';

/**
 * The refusals a client acts on, not only shows: an error's `code`, which stays the same in every
 * language its `detail` is said in. Each is the id of the API's message for it (api/src/locales).
 */
export const API_ERROR_CODES = ['poll.alreadyVoted', 'petition.alreadySigned', 'auth.confirmLinkInvalid', 'auth.resetLinkInvalid'] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const isApiErrorCode = (value: unknown): value is ApiErrorCode => (API_ERROR_CODES as readonly unknown[]).includes(value);

/**
 * Every API error has this shape: a human message in the request's language, for a refusal a
 * client acts on its code, and for bad input messages per field.
 */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.optional(z.enum(API_ERROR_CODES)),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
