import { describe, expect, it } from 'vitest';

import { PASSWORD_HASH_COST } from '../src/config-security';
import { hashPassword, verifyPassword } from '../src/lib/passwords';

describe('scrypt passwords', () => {
  it('stores self-describing hashes with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Resident!2026', PASSWORD_HASH_COST),
      hashPassword('Resident!2026', PASSWORD_HASH_COST),
    ]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
  });

  it('hashes at a lower cost when asked (the test suites), and verifies by the cost a hash names', async () => {
    const cheap = await hashPassword('correct horse', 10);
    expect(cheap).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horsE', cheap)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse', PASSWORD_HASH_COST);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('correct horse', 'md5$abc')).toBe(false);
  });
});
