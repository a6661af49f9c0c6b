import { pageQuerySchema } from './pagination';
import { z } from './zod-config';

/** A mail the portal sent while no SMTP server is configured (read by admins and tests). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `to` picks one recipient (any case); `search` matches subject and recipient. */
export const outboxQuerySchema = pageQuerySchema.extend({ to: z.string().trim().max(254).optional() });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
