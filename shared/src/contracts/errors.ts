import { z } from './zod-config';

/** Every API error has this shape: a human message and, for bad input, messages per field. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
