import type { AuditEntry } from '@portal/shared/contracts';

import type { Db } from '../db/client';
import { auditLog, type AuditLogRow } from '../db/schema';

export type AuditAction = AuditEntry['action'];
export type Serialised = Record<string, unknown>;

/** Writes one audit row; call it inside the change's transaction so both stand or fall together. */
export async function writeAudit(
  tx: Db,
  entry: {
    userId: number;
    action: AuditAction;
    resource: string;
    recordId: string | number;
    before: Serialised | null;
    after: Serialised | null;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    resource: entry.resource,
    recordId: String(entry.recordId),
    before: entry.before,
    after: entry.after,
  });
}

export function toAuditEntry(row: AuditLogRow, actorEmail: string | null): AuditEntry {
  return {
    id: row.id,
    actor_email: actorEmail,
    action: row.action,
    resource: row.resource,
    record_id: row.recordId,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}
