import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';

import { chooseLanguage, pageLanguage, usePortal, type PortalLanguage } from '@portal/shared';
import { useFirstScreen } from '@portal/shared/host';

import { languageToKeep } from '../session/language-to-keep';
import { useText } from '../text';

/**
 * Changes the page's language without leaving the page (what was typed stays, focus stays on the
 * link), keeps it on the account of a person logged in, so that it follows them to another device
 * and into their mail, and reads again what the API wrote in the former language.
 */
export function useSwitchLanguage() {
  const { api, config, session, refreshProfile } = usePortal();
  const queryClient = useQueryClient();
  return async (code: string) => {
    await chooseLanguage(code);
    void queryClient.invalidateQueries();
    const account = session.account?.id;
    if (session.isAuthenticated && config.profileUrl && account !== undefined) {
      languageToKeep.set(account, code);
      await api.patch(config.profileUrl, { language: code }).then(languageToKeep.clear, () => undefined);
      await refreshProfile().catch(() => undefined);
    }
  };
}

/**
 * The USWDS language selector as links: each other language the portal speaks, named in itself
 * with its `lang` ("Español" on an English page, "English" on a Spanish one). A link (`?lang=es`)
 * works before the app has started (the page's inline script reads it); once it runs, the page
 * changes language in place. Drawn among the header's secondary links, so on a phone it is in the menu.
 */
export function LanguageLinks({ languages, className }: { languages: readonly PortalLanguage[]; className: string }) {
  useText();
  const firstScreen = useFirstScreen();
  const switchLanguage = useSwitchLanguage();
  const current = pageLanguage();
  const others = languages.filter((language) => language.code !== current);
  const choose = (code: string) => (event: MouseEvent) => {
    if (firstScreen) return;
    event.preventDefault();
    void switchLanguage(code);
  };
  // By position, so that the link followed stays the focused element as its words change.
  return others.map((language, position) => (
    <li key={position} className={`${className} portal-language`}>
      <a href={`?lang=${language.code}`} lang={language.code} hrefLang={language.code} onClick={choose(language.code)}>
        {language.name}
      </a>
    </li>
  ));
}
