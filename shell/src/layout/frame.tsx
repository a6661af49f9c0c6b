import { useMemo, type ReactNode } from 'react';

import type { NavEntry, RemoteConfig } from '@portal/shared';

import { useShell } from '../context/shell-context';
import { shellNavigation } from '../context/shell-navigation';
import { Footer } from './footer';
import { Header } from './header';

// The page's frame, as the app draws it (layout.tsx, loading-frame.tsx) and as the shell's build
// draws the first screen (src/first-screen/): one definition for both.

/** The header's entries: the shell's own, then those each remote's deploy published in config.json. */
export const headerEntries = (remotes: readonly RemoteConfig[]): NavEntry[] => [
  ...shellNavigation,
  ...remotes.flatMap((remote) => remote.navigation ?? []),
];

/** The header's entries of this page's remotes. */
export function useHeaderEntries() {
  const { registry } = useShell();
  return useMemo(() => headerEntries(registry.all), [registry]);
}

export function SkipLink() {
  return (
    <a className="usa-skipnav" href="#main-content">
      Skip to main content
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
