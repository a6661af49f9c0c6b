import { formatTableDateTime } from '@portal/shared';
import type { AuditEntry } from '@portal/shared/contracts';

export type Change = { field: string; before: string; after: string };

/** A stored moment ("2026-11-25T23:30:27.631Z"): read as the log's other dates are. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const text = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? MOMENT.test(value)
        ? formatTableDateTime(value)
        : value
      : JSON.stringify(value);
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
