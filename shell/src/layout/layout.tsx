import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

import { dropFirstReads } from '../config/early-reads';
import { RouteGuard } from '../router/route-guard';
import { useProfileSync } from '../session/use-profile-sync';
import { useOutdatedPoll, useVersionCheckOnNavigation } from '../version/use-version-check';
import { OutdatedNotice, UpdatingAlert } from '../version/version-notices';
import { Footer } from './footer';
import { Header } from './header';
import { OverrideNotice } from './override-notice';
import { ProfileIncompleteNotice } from './profile-notice';
import { ShellToaster } from './toaster';

export function Layout() {
  useProfileSync();
  useOutdatedPoll();
  const updating = useVersionCheckOnNavigation();
  const main = useRef<HTMLElement>(null);
  const location = useLocation();
  const first = useRef(true);
  const opened = useRef(location.pathname);

  // After a client-side navigation, move focus to the new page so it is announced.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);

  // The page's first reads were for the path it was opened on.
  useEffect(() => {
    if (location.pathname !== opened.current) dropFirstReads();
  }, [location.pathname]);

  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        Skip to main content
      </a>
      <Header />
      <main id="main-content" ref={main} tabIndex={-1} className="grid-container portal-main">
        {updating && <UpdatingAlert />}
        <OverrideNotice />
        <ProfileIncompleteNotice />
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
      <OutdatedNotice />
      <ShellToaster />
    </>
  );
}
