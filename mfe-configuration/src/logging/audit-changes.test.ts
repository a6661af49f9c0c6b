import { describe, expect, it } from 'vitest';

import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the fields that changed, not the timestamp', () => {
    const before = { id: 1, name: 'Oak Park', is_active: true, updated_at: 'a' };
    const after = { id: 1, name: 'Oak Park East', is_active: false, updated_at: 'b' };
    expect(auditChanges({ before, after })).toEqual([
      { field: 'name', before: 'Oak Park', after: 'Oak Park East' },
      { field: 'is_active', before: 'true', after: 'false' },
    ]);
  });

  it('shows every value of a create and every former value of a delete', () => {
    expect(auditChanges({ before: null, after: { id: 2, name: 'Elm' } })).toEqual([
      { field: 'id', before: '', after: '2' },
      { field: 'name', before: '', after: 'Elm' },
    ]);
    expect(auditChanges({ before: { name: 'Elm' }, after: null })).toEqual([{ field: 'name', before: 'Elm', after: '' }]);
  });

  it("reads stored moments as the table's dates", () => {
    const [change] = auditChanges({ before: null, after: { closes_at: '2026-11-22T15:00:00.000Z' } });
    expect(change?.after).toMatch(/^11\/22\/2026, \d{1,2}:00 [ap]\.m\.$/);
  });
});
