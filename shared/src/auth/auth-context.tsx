import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import type { PortalConfig } from '../config/portal-config';
import { tokenSchema } from '../contracts/auth';
import { profileSchema, type Profile } from '../contracts/profile';
import { bus } from '../events/bus';
import { createApiClient, type ApiClient } from '../http/create-api-client';
import { kitText } from '../i18n/kit-text';
import { clearStoredSession, initialSession, sessionWithProfile, storeProfile, type Session } from './session';
import { storage, STORAGE_KEYS } from './storage';

/** Message ids of the kit's catalogs: the portal's configuration names no profile URL; the person logged out. */
export const PROFILE_URL_MISSING = 'auth.profileUrlMissing';
export const LOGGED_OUT = 'auth.loggedOut';

export type Portal = {
  config: PortalConfig;
  api: ApiClient;
  session: Session;
  login(email: string, password: string): Promise<Profile>;
  /** Starts a session with a token the API issued (login, registration, a password change). */
  signIn(token: string): Promise<Profile>;
  logout(): Promise<void>;
  /** Reloads the profile from the configured profile URL and stores it. */
  refreshProfile(): Promise<Profile>;
  /**
   * Clears the session locally, without calling the API (its token is already gone). The reason,
   * if any, is what the login page then tells the person (a message id of the kit's catalogs, like
   * LOGGED_OUT, is said in the page's language).
   */
  resetSession(reason?: string): void;
  setOutdated(isOutdated: boolean): void;
};

const PortalContext = createContext<Portal | null>(null);

type AuthProviderProps = {
  config: PortalConfig;
  children: ReactNode;
  /** Defaults to the real client on config.apiBase; tests pass their own. */
  api?: ApiClient;
};

export function AuthProvider({ config, children, api: givenApi }: AuthProviderProps) {
  const [session, setSession] = useState<Session>(() => initialSession(config));
  const api = useMemo(
    () => givenApi ?? createApiClient({ baseUrl: config.apiBase, getToken: () => storage.get(STORAGE_KEYS.token) }),
    [givenApi, config.apiBase],
  );

  const refreshProfile = useCallback(async () => {
    if (!config.profileUrl) throw new Error(kitText.text(PROFILE_URL_MISSING));
    const profile = await api.get(config.profileUrl, { schema: profileSchema });
    storeProfile(profile);
    setSession((current) => sessionWithProfile(current, profile));
    return profile;
  }, [api, config.profileUrl]);

  const resetSession = useCallback(
    (reason?: string) => {
      clearStoredSession();
      setSession({ ...initialSession(config), signOutReason: reason ?? null });
      bus.emit('auth:logout', undefined);
    },
    [config],
  );

  const signIn = useCallback(
    async (token: string) => {
      storage.set(STORAGE_KEYS.token, token);
      setSession((current) => ({ ...current, token, isAuthenticated: true, signOutReason: null }));
      return refreshProfile();
    },
    [refreshProfile],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const { token } = await api.post('/auth/login/', { email, password }, { schema: tokenSchema });
      return signIn(token);
    },
    [api, signIn],
  );

  const logout = useCallback(async () => {
    // Revoke on the server; the local session ends whatever the answer.
    await api.post('/auth/logout/').catch(() => undefined);
    resetSession(LOGGED_OUT);
  }, [api, resetSession]);

  const setOutdated = useCallback((isOutdated: boolean) => {
    storage.set(STORAGE_KEYS.isOutdated, String(isOutdated));
    setSession((current) => (current.isOutdated === isOutdated ? current : { ...current, isOutdated }));
  }, []);

  const value = useMemo<Portal>(
    () => ({ config, api, session, login, signIn, logout, refreshProfile, resetSession, setOutdated }),
    [config, api, session, login, signIn, logout, refreshProfile, resetSession, setOutdated],
  );
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal must be used inside AuthProvider');
  return portal;
}

export const useApi = () => usePortal().api;
export const useSession = () => usePortal().session;

/** The session, or null outside an AuthProvider: for a kit hook that works without one (a form keeps its draft as a visitor's). */
export const useOptionalSession = (): Session | null => useContext(PortalContext)?.session ?? null;
