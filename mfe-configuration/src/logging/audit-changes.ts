import type { AuditEntry } from '@portal/shared/contracts';

export type Change = { field: string; before: string; after: string };

const text = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));
const IGNORED = new Set(['updated_at']);

/** What an entry changed, field by field: for a create every value, for a delete every former one. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): Change[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !IGNORED.has(field));
  return fields
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }))
    .filter((change) => change.before !== change.after);
}
