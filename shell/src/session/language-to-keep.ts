import { withLocalStorage } from '@portal/shared';

const KEY = 'languageToKeep';

/**
 * A language chosen on this device for an account, kept here until the account has it: a page
 * loaded before the change reached the API reads the account's former language, which must not
 * undo the person's fresh choice.
 */
export const languageToKeep = {
  /** The language chosen for this account and not yet on it, if any. */
  get: (account: number): string | null =>
    withLocalStorage((local) => {
      const [owner, code] = (local.getItem(KEY) ?? '').split(':');
      return owner === String(account) && code ? code : null;
    }, null),
  set: (account: number, code: string): void => withLocalStorage((local) => local.setItem(KEY, `${account}:${code}`), undefined),
  clear: (): void => withLocalStorage((local) => local.removeItem(KEY), undefined),
};
