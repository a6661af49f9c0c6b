import { describe, expect, it } from 'vitest';

import type { RouteAccess } from '../access';
import type { Session } from '../auth/session';
import type { Profile } from '../contracts/profile';
import { decideAccess } from './access';

const base: Session = {
  token: null,
  isAuthenticated: false,
  isSuperuser: false,
  isAdmin: false,
  account: null,
  profileCompleted: false,
  errorLogUrl: null,
  appName: 'Portal',
  isOutdated: false,
  signOutReason: null,
};
const account = { id: 1 } as Profile;
const resident = { ...base, token: 't', isAuthenticated: true, account };
const superUser = { ...resident, isSuperuser: true };
const admin = { ...superUser, isAdmin: true };
/** An admin without the super user flag: staff all the same. */
const adminOnly = { ...resident, isAdmin: true };

describe('decideAccess', () => {
  it.each([
    ['public', base, 'allow'],
    ['login', base, 'login'],
    ['super', base, 'login'],
    ['admin', base, 'login'],
    ['login', resident, 'allow'],
    ['super', resident, 'home'],
    ['admin', resident, 'home'],
    ['super', superUser, 'allow'],
    ['admin', superUser, 'home'],
    ['admin', admin, 'allow'],
    ['super', adminOnly, 'allow'],
    ['admin', adminOnly, 'allow'],
  ] as const)('%s for %o → %s', (access, session, expected) => {
    expect(decideAccess(access, session)).toBe(expected);
  });

  it.each(['login', 'super', 'admin'] as const)('waits for the profile before showing a %s page', (access) => {
    expect(decideAccess(access, { ...resident, account: null })).toBe('wait');
  });

  it('asks for a login on a page of a kind it does not know', () => {
    expect(decideAccess('everyone' as RouteAccess, base)).toBe('login');
  });

  it('shows public pages while the profile loads', () => {
    expect(decideAccess('public', { ...resident, account: null })).toBe('allow');
  });
});
