import type { ComplaintDetail, Profile } from '@portal/shared/contracts';

/** Fixtures in the shapes the API answers with. */
export const resident: Profile = {
  id: 7,
  email: 'rosa@example.org',
  first_name: 'Rosa',
  last_name: 'Martinez',
  is_superuser: false,
  is_admin: false,
  ownership: 'owner',
  primary_contact: '555-0100',
  identification_type: 'passport',
  identification_number: 'X123',
};

export const staff: Profile = {
  id: 1,
  email: 'super@example.org',
  first_name: 'Sam',
  last_name: 'Staff',
  is_superuser: true,
  is_admin: false,
  ownership: null,
  primary_contact: null,
  identification_type: null,
  identification_number: null,
};

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
