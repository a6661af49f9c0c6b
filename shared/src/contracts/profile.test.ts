import { describe, expect, it } from 'vitest';

import { isProfileComplete, profileUpdateSchema } from './profile';

const complete = {
  email: 'rosa@example.org',
  first_name: 'Rosa',
  ownership: 'owner' as const,
  primary_contact: '(555) 201-3344',
  identification_type: 'passport' as const,
  identification_number: 'X1234567',
};

describe('isProfileComplete (docs/product-rules.md#complete-profile)', () => {
  it('is complete only when every required field is present', () => {
    expect(isProfileComplete(complete)).toBe(true);
  });

  it.each(Object.keys(complete))('is incomplete without %s', (field) => {
    expect(isProfileComplete({ ...complete, [field]: null })).toBe(false);
    expect(isProfileComplete({ ...complete, [field]: '  ' })).toBe(false);
  });

  it('is incomplete with no profile', () => {
    expect(isProfileComplete(null)).toBe(false);
  });
});

describe('profileUpdateSchema', () => {
  it('rejects unknown fields', () => {
    expect(profileUpdateSchema.safeParse({ is_superuser: true }).success).toBe(false);
  });
  it('gives a field message for a bad phone number', () => {
    const result = profileUpdateSchema.safeParse({ primary_contact: 'call me' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['primary_contact']);
  });
});
