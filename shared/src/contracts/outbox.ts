import { pageQuerySchema } from './pagination';
import { z } from './zod-config';

/** A mail the portal sent while no SMTP server is configured (read by admins and tests). */
export const outboxMessageSchema = z.object({
  id: z.number().check(z.int()),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `to` picks one recipient (any case); `search` matches subject and recipient. */
export const outboxQuerySchema = z.extend(pageQuerySchema, { to: z.optional(z.string().check(z.trim(), z.maxLength(254))) });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
