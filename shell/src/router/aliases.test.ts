import { describe, expect, it } from 'vitest';

import { ALIASES, resolveAlias } from './aliases';

describe('aliases (docs/product-rules.md#routes)', () => {
  it.each([
    ['/log-in', '/login'],
    ['/password/reset', '/users/forgot-password'],
    ['/home', '/'],
    ['/complaint', '/complaints/lodge'],
    ['/dispute', '/services/disputes'],
    ['/group', '/support/telegram-groups'],
    ['/groups', '/support/telegram-groups'],
    ['/profile', '/users/profile'],
    ['/registration', '/register'],
    ['/support/emergency', '/support/emergency-contacts'],
  ])('%s leads to %s', (alias, target) => {
    expect(resolveAlias(alias)).toBe(target);
  });

  it('ignores case and a trailing slash', () => {
    expect(resolveAlias('/LOG-IN/')).toBe('/login');
    expect(resolveAlias('/Support/Emergency/')).toBe('/support/emergency-contacts');
  });

  it('lists the nine names of the spec', () => {
    expect(new Set(Object.values(ALIASES)).size).toBe(9);
  });

  it('leaves other paths alone', () => {
    expect(resolveAlias('/login')).toBeNull();
    expect(resolveAlias('/log-in/extra')).toBeNull();
  });
});
