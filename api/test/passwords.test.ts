import { describe, expect, it } from 'vitest';

import { hashPassword, verifyPassword } from '../src/lib/passwords';

describe('scrypt passwords', () => {
  it('stores self-describing hashes with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Resident!2026'), hashPassword('Resident!2026')]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('correct horse', 'md5$abc')).toBe(false);
  });
});
