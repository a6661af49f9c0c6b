import { pageQuerySchema } from '../pagination';
import { z } from '../zod-config';

// --- Audit log -------------------------------------------------------------------------------

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'deactivate'] as const;
export const auditEntrySchema = z.object({
  id: z.number().check(z.int()),
  /** null when the account was removed since. */
  actor_email: z.nullable(z.string()),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  record_id: z.string(),
  /** The row before and after, as the API serialises it; null for a create's before and a delete's after. */
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/configuration/audit-log/`: newest first; `resource` one resource's entries, `search` actor email or record id. */
export const auditLogQuerySchema = z.extend(pageQuerySchema, { resource: z.optional(z.string().check(z.trim(), z.maxLength(60))) });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const configOrderingQuerySchema = z.object({ ordering: z.optional(z.string().check(z.maxLength(60))) });
