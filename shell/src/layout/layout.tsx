import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';

import { titleOf, usePortal } from '@portal/shared';
import { useLeafHandle } from '@portal/shared/host';

import { dropFirstReads } from '../config/early-reads';
import { useAccountLanguage } from '../session/use-account-language';
import { useProfileSync } from '../session/use-profile-sync';
import { useText } from '../text';
import { useOutdatedPoll, useVersionCheckOnNavigation } from '../version/use-version-check';
import { OutdatedNotice, UpdatingAlert } from '../version/version-notices';
import { Footer } from './footer';
import { MAIN_AREA, SkipLink, useHeaderEntries } from './frame';
import { Header } from './header';
import { OverrideNotice } from './override-notice';
import { followHeading, landOnPage } from './page-change';
import { NavigationProgress, PagePlaceholder, useDelayed } from './placeholders';
import { ProfileIncompleteNotice } from './profile-notice';
import { ShellToaster } from './toaster';

/** How long a page change may wait for its code or data before the main area shows the placeholder. */
const PLACEHOLDER_AFTER_MS = 300;

/** The frame around every page: `children` is the page on screen (the router's guarded outlet). */
export function Layout({ children }: { children: ReactNode }) {
  useProfileSync();
  useAccountLanguage();
  useOutdatedPoll();
  const updating = useVersionCheckOnNavigation();
  const main = useRef<HTMLElement>(null);
  const announcer = useRef<HTMLParagraphElement>(null);
  const location = useLocation();
  const navigation = useNavigation();
  const { session } = usePortal();
  const entries = useHeaderEntries();
  const handle = useLeafHandle();
  useText();
  const title = titleOf(handle);
  const first = useRef(true);
  const opened = useRef(location.pathname);

  // The tab's title follows the page's heading, the route's title until it is drawn.
  useEffect(() => (main.current ? followHeading(main.current, title, session.appName) : undefined), [title, session.appName]);

  // Every page change without a reload (a path, a query such as ?page=2, a form's step): the top
  // of the new page, focus on its heading. Not on the page's first load, where the browser does.
  const page = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!main.current) return;
    return landOnPage(main.current, {
      hash: location.hash,
      announce: (text) => {
        if (announcer.current) announcer.current.textContent = text;
      },
    });
  }, [page, location.hash]);

  // The page's first reads were for the path it was opened on.
  useEffect(() => {
    if (location.pathname !== opened.current) dropFirstReads();
  }, [location.pathname]);

  // A page change waiting for a remote's code or a page's data: the bar at once, the placeholder
  // in the main area soon after (a page that is already here comes before either shows).
  const changingPage = navigation.state !== 'idle' && navigation.location?.pathname !== location.pathname;
  const placeholder = useDelayed(changingPage, PLACEHOLDER_AFTER_MS);

  return (
    <>
      <SkipLink />
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Header entries={entries} />
      <main {...MAIN_AREA} ref={main}>
        {updating && <UpdatingAlert />}
        <OverrideNotice />
        <ProfileIncompleteNotice />
        {placeholder ? <PagePlaceholder /> : children}
      </main>
      <p ref={announcer} className="usa-sr-only" aria-live="polite" />
      <Footer />
      <OutdatedNotice />
      <ShellToaster />
    </>
  );
}
