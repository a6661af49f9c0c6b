import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import toast, { Toaster } from 'react-hot-toast';
import { createBrowserRouter, Link, NavLink, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';

import { AuthProvider, usePortal } from '../auth/auth-context';
import type { PortalConfig } from '../config/portal-config';
import { bus, clearOnLogout } from '../events/bus';
import { retryReadOnce } from '../http/api-error';
import type { ApiClient } from '../http/create-api-client';
import { kitText } from '../i18n/kit-text';
import { titleOf, type PortalRoute } from '../routes/route-handle';
import { NOT_FOUND_TITLE } from '../ui/not-found-content';
import { ListPage } from '../ui/page-templates';
import { LoginPage } from './login-page';
import { NotFoundPage } from './not-found-page';
import { RouteGuard, useLeafHandle } from './route-guard';
import { SessionNavItem } from './session-nav-item';

export type StandaloneOptions = {
  /** The remote's name for people, in the page's language, shown in the header and the page titles. */
  title: string;
  /** The remote's `src/routes.ts` export. */
  routes: PortalRoute[];
  /** Defaults to the real client on /api; tests pass their own. */
  api?: ApiClient;
  /**
   * Where the portal's shell runs, with the pages a remote does not have: creating an account and
   * resetting a password, which the login page links to. Defaults to the shell of `pnpm dev`.
   */
  portalUrl?: string;
};

/** Where `pnpm dev` serves the shell, which is also the address the API's mails link to by default (PUBLIC_URL). */
export const PORTAL_DEV_URL = 'http://localhost:3000';

/** The languages the portal's own config speaks, for a remote run on its own. */
const STANDALONE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

/**
 * Runs one remote as a page of its own, for its team's development: its routes under the real
 * session and access rule, against the API its dev server forwards `/api` to. The kit's catalog of
 * the page's language is loaded first (`kitText.readyAll()`), as the remote's own.
 */
export function mountStandalone(
  { title, routes, api, portalUrl = PORTAL_DEV_URL }: StandaloneOptions,
  container = document.getElementById('root')!,
) {
  const config: PortalConfig = {
    appName: kitText.text('standalone.name', { title }),
    apiBase: '/api',
    profileUrl: '/api/users/profile/',
    remotes: [],
    languages: STANDALONE_LANGUAGES,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryReadOnce } } });
  clearOnLogout(queryClient);
  // The guard's refusals, and the remote's own messages, as the shell shows them.
  // One of each message at a time: a guard run twice (StrictMode) tells it once.
  bus.on('toast', ({ kind, message }) => (kind === 'info' ? toast : toast[kind])(message, { id: message }));
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout title={title} routes={routes} />,
      children: [
        { index: true, element: <PageList routes={routes} />, handle: { title, access: 'public' } },
        {
          path: '/login',
          element: <LoginPage portalUrl={portalUrl} />,
          handle: { title: 'login.title', text: kitText.text, access: 'public' },
        },
        ...(routes as RouteObject[]),
        { path: '*', Component: UnknownPath, handle: { title: NOT_FOUND_TITLE, text: kitText.text, access: 'public' } },
      ],
    },
  ]);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AuthProvider config={config} api={api}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AuthProvider>
    </StrictMode>,
  );
  return root;
}

/** Paths of one segment without a parameter: the remote's own top-level pages. */
function topLevel(routes: PortalRoute[]) {
  return routes.filter((route) => /^\/[^/:]+$/.test(route.path));
}

function StandaloneLayout({ title, routes }: { title: string; routes: PortalRoute[] }) {
  const { session, refreshProfile, resetSession } = usePortal();
  const t = kitText.useText();
  // A session kept from an earlier visit has a token but no profile yet: load it once.
  const [restoring] = useState(() => session.isAuthenticated);
  useEffect(() => {
    if (restoring) refreshProfile().catch(() => resetSession());
  }, [restoring, refreshProfile, resetSession]);

  return (
    <>
      <header className="usa-header border-bottom-1px border-base-lighter">
        <div className="grid-container portal-header-bar">
          <Link className="portal-brand" to="/">
            {t('standalone.name', { title })}
          </Link>
          <nav aria-label={t('standalone.navigation')}>
            <ul className="portal-nav">
              {topLevel(routes).map((route) => (
                <li key={route.path}>
                  <NavLink to={route.path}>{titleOf(route.handle) ?? route.path}</NavLink>
                </li>
              ))}
              <SessionNavItem />
            </ul>
          </nav>
        </div>
      </header>
      <main id="main-content" className="grid-container portal-main">
        <StandaloneGuard>
          <Outlet />
        </StandaloneGuard>
      </main>
      <Toaster position="bottom-right" />
    </>
  );
}

function UnknownPath() {
  return <NotFoundPage path={useLocation().pathname} />;
}

/** The leaf route's handle, as the portal applies it: its title on the tab, then the portal's route guard. */
function StandaloneGuard({ children }: { children: ReactNode }) {
  const handle = useLeafHandle();
  const { session } = usePortal();
  kitText.useText();
  const title = titleOf(handle);

  useEffect(() => {
    document.title = title ? `${title} | ${session.appName}` : session.appName;
  }, [title, session.appName]);

  return <RouteGuard>{children}</RouteGuard>;
}

function PageList({ routes }: { routes: PortalRoute[] }) {
  const t = kitText.useText();
  return (
    <ListPage title={t('standalone.pages')}>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            {route.path.includes(':') ? route.path : <Link to={route.path}>{route.path}</Link>} ({route.handle.access})
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
