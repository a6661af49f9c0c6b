import { useEffect, useRef } from 'react';

import { chooseLanguage, pageLanguage, usePortal } from '@portal/shared';

/**
 * A person's language follows them: when their profile is first read on this page (after logging
 * in, or on another device), the language kept on their account becomes the page's. Later changes
 * go the other way (the language links keep the choice on the account), and an account that never
 * chose one takes this page's.
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
    const code = account.language;
    if (code && code !== pageLanguage() && config.languages.some((language) => language.code === code)) void chooseLanguage(code);
    // An account that never chose keeps the language this device was reading in.
    else if (!code && config.profileUrl) void api.patch(config.profileUrl, { language: pageLanguage() }).catch(() => undefined);
  }, [account, api, config.languages, config.profileUrl]);
}
