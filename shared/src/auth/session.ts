import type { PortalConfig } from '../config/portal-config';
import { isProfileComplete, type Profile } from '../contracts/profile';
import { removeAllDrafts } from '../forms/drafts';
import { storage, STORAGE_KEYS } from './storage';

/** docs/product-rules.md#session session state, plus isAdmin (the profile's is_admin). */
export type Session = {
  token: string | null;
  isAuthenticated: boolean;
  isSuperuser: boolean;
  isAdmin: boolean;
  account: Profile | null;
  profileCompleted: boolean;
  errorLogUrl: string | null;
  appName: string;
  isOutdated: boolean;
  /** Why the session just ended, when the portal ended it (shown on the login page). */
  signOutReason: string | null;
};

export function initialSession(config: PortalConfig): Session {
  const token = storage.get(STORAGE_KEYS.token);
  return {
    token,
    isAuthenticated: Boolean(token),
    isSuperuser: false,
    isAdmin: false,
    account: null,
    profileCompleted: false,
    errorLogUrl: config.errorLogUrl ?? null,
    appName: config.appName,
    isOutdated: storage.get(STORAGE_KEYS.isOutdated) === 'true',
    signOutReason: null,
  };
}

export function sessionWithProfile(session: Session, profile: Profile): Session {
  return {
    ...session,
    account: profile,
    isSuperuser: profile.is_superuser,
    isAdmin: profile.is_admin,
    profileCompleted: isProfileComplete(profile),
  };
}

export function storeProfile(profile: Profile): void {
  storage.set(STORAGE_KEYS.firstName, profile.first_name);
  storage.set(STORAGE_KEYS.lastName, profile.last_name);
  storage.set(STORAGE_KEYS.email, profile.email);
}

/** When the session ends: the person's keys, and every form's draft (what anyone typed on this device). */
export function clearStoredSession(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.firstName, STORAGE_KEYS.lastName, STORAGE_KEYS.email]) {
    storage.remove(key);
  }
  removeAllDrafts();
}
