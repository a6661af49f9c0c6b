/** docs/product-rules.md#session: the values kept locally, under exactly these keys. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  redirectPath: 'redirectPath',
  appVersion: 'appVersion',
  serverVersion: 'serverVersion',
  isOutdated: 'isOutdated',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage that never throws (private modes and full quotas must not break the portal). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      /* storage unavailable: the session lasts as long as the page */
    }
  },
  remove(key: StorageKey): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};
