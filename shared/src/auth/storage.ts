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

/**
 * `task` done with localStorage, or `fallback` when the browser refuses it: private modes and full
 * quotas must not break the portal.
 */
export function withLocalStorage<T>(task: (local: Storage) => T, fallback: T): T {
  try {
    const local = globalThis.localStorage;
    return local ? task(local) : fallback;
  } catch {
    return fallback;
  }
}

/** localStorage that never throws: without it, the session lasts as long as the page. */
export const storage = {
  get: (key: StorageKey): string | null => withLocalStorage((local) => local.getItem(key), null),
  set: (key: StorageKey, value: string): void => withLocalStorage((local) => local.setItem(key, value), undefined),
  remove: (key: StorageKey): void => withLocalStorage((local) => local.removeItem(key), undefined),
};
