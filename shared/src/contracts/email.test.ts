import { describe, expect, it } from 'vitest';

import { emailSchema } from './email';

describe('emailSchema', () => {
  it.each(['name@example.org', 'first.last+tag@mail.example-town.gov', "o'brien@a1.example.co.uk", 'x@b.org'])('takes %s', (email) => {
    expect(emailSchema().safeParse(email).success).toBe(true);
  });

  it.each([
    'name@example-.org',
    'name@-example.org',
    'name@mail.example-.org',
    'name@example.org-',
    '.name@example.org',
    'a..b@example.org',
    'name@example',
    `name@${'a'.repeat(64)}.org`,
  ])('refuses %s', (email) => {
    expect(emailSchema().safeParse(email).success).toBe(false);
  });
});
