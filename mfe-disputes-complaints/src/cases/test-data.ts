import type { ComplaintDetail } from '@portal/shared/contracts';

/** Fixtures in the shapes the API answers with. */
export function complaintDetail(overrides: Partial<ComplaintDetail> = {}): ComplaintDetail {
  return {
    id: 12,
    reference: 'CMP-2026-000012',
    complaint_type: 'Potholes',
    description: 'A deep pothole outside number 14.',
    status: 'submitted',
    created_at: '2026-11-20T10:00:00.000Z',
    location: '14 Elm Street',
    property_id: null,
    photos: [],
    timeline: [],
    resident: { name: 'Rosa Martinez', email: 'rosa@example.org' },
    ...overrides,
  };
}
