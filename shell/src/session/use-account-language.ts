import { useEffect, useRef } from 'react';

import { chooseLanguage, pageLanguage, usePortal } from '@portal/shared';

import { languageToKeep } from './language-to-keep';

/**
 * A person's language follows them: when their profile is first read on this page (after logging
 * in, or on another device), the language they chose, kept on their account, becomes the page's.
 * Choosing one with the header's language links keeps it there; an account that never chose (or
 * was registered in the page's language, which the API keeps) leaves the page as it is. A choice
 * made on this device that had not reached the account yet wins, and is sent again.
 */
export function useAccountLanguage() {
  const { api, session, config } = usePortal();
  const adopted = useRef<number | null>(null);
  const account = session.account;
  useEffect(() => {
    if (!account) {
      adopted.current = null;
      return;
    }
    if (adopted.current === account.id) return;
    adopted.current = account.id;
    const kept = languageToKeep.get(account.id);
    if (kept && kept !== account.language && config.profileUrl) {
      void api.patch(config.profileUrl, { language: kept }).then(languageToKeep.clear, () => undefined);
      return;
    }
    if (kept) languageToKeep.clear();
    const code = account.language;
    if (code && code !== pageLanguage() && config.languages.some((language) => language.code === code)) void chooseLanguage(code);
  }, [account, api, config.languages, config.profileUrl]);
}
