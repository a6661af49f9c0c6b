import { useMemo, type ReactNode } from 'react';

import { pageLanguage, type NavEntry, type RemoteConfig } from '@portal/shared';

import { useShell } from '../context/shell-context';
import { shellNavigation } from '../context/shell-navigation';
import { shellText, useText } from '../text';
import { Footer } from './footer';
import { Header } from './header';

// The page's frame, as the app draws it (layout.tsx, loading-frame.tsx) and as the shell's build
// draws the first screen (src/first-screen/): one definition for both.

/**
 * The header's entries in the page's language: the shell's own (their labels from its catalogs),
 * then those each remote's deploy published in config.json, each with its labels in every language
 * the remote speaks (English, its `label`, for a remote from before languages).
 */
export const headerEntries = (remotes: readonly RemoteConfig[], code = pageLanguage()): NavEntry[] => [
  ...shellNavigation.map((entry) => ({ ...entry, label: shellText.text(entry.label) })),
  ...remotes.flatMap((remote) => (remote.navigation ?? []).map((entry) => ({ ...entry, label: entry.labels?.[code] ?? entry.label }))),
];

/** The header's entries of this page's remotes. */
export function useHeaderEntries() {
  const { registry } = useShell();
  useText();
  const code = pageLanguage();
  return useMemo(() => headerEntries(registry.all, code), [registry, code]);
}

export function SkipLink() {
  const t = useText();
  return (
    <a className="usa-skipnav" href="#main-content">
      {t('frame.skip')}
    </a>
  );
}

/** The main area's element, which the skip link and every page change lead to. */
export const MAIN_AREA = { id: 'main-content', tabIndex: -1, className: 'grid-container portal-main' } as const;

/** The skip link, the header, the main area with what it holds and the footer. */
export function PageFrame({ entries, children }: { entries: readonly NavEntry[]; children?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header entries={entries} />
      <main {...MAIN_AREA}>{children}</main>
      <Footer />
    </>
  );
}
