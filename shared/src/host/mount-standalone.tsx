import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  type RouteObject,
} from 'react-router';

import { AuthProvider, usePortal } from '../auth/auth-context';
import { storage, STORAGE_KEYS } from '../auth/storage';
import type { PortalConfig } from '../config/portal-config';
import { bus } from '../events/bus';
import { retryReadOnce } from '../http/api-error';
import type { ApiClient } from '../http/create-api-client';
import { isRouteHandle, type PortalRoute, type RouteHandle } from '../routes/route-handle';
import { Alert } from '../ui/alert';
import { decideAccess, LOGIN_REQUIRED, NOT_AUTHORIZED } from './access';
import { LoginPage } from './login-page';
import { NotFoundPage } from './not-found-page';
import { SessionNavItem } from './session-nav-item';
import { ValidRoute } from './valid-route';

export type StandaloneOptions = {
  /** The remote's name for people, shown in the header and the page titles. */
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

/**
 * Runs one remote as a page of its own, for its team's development: its routes under the real
 * session and access rule, against the API its dev server forwards `/api` to.
 */
export function mountStandalone(
  { title, routes, api, portalUrl = PORTAL_DEV_URL }: StandaloneOptions,
  container = document.getElementById('root')!,
) {
  const config: PortalConfig = { appName: `${title} (standalone)`, apiBase: '/api', profileUrl: '/api/users/profile/', remotes: [] };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryReadOnce } } });
  bus.on('auth:logout', () => queryClient.clear());
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout title={title} routes={routes} />,
      children: [
        { index: true, element: <PageList routes={routes} />, handle: { title, access: 'public' } },
        { path: '/login', element: <LoginPage portalUrl={portalUrl} />, handle: { title: 'Log in', access: 'public' } },
        ...(routes as RouteObject[]),
        { path: '*', Component: UnknownPath, handle: { title: 'Page Not Found', access: 'public' } },
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
            {title} (standalone)
          </Link>
          <nav aria-label="Main">
            <ul className="portal-nav">
              {topLevel(routes).map((route) => (
                <li key={route.path}>
                  <NavLink to={route.path}>{route.handle.title ?? route.path}</NavLink>
                </li>
              ))}
              <SessionNavItem />
            </ul>
          </nav>
        </div>
      </header>
      <main id="main-content" className="grid-container portal-main">
        <AccessGuard>
          <Outlet />
        </AccessGuard>
      </main>
    </>
  );
}

const DEFAULT_HANDLE: RouteHandle = { access: 'login' };

function UnknownPath() {
  return <NotFoundPage path={useLocation().pathname} />;
}

/** Each route's `handle.access` and `handle.validate`, as the portal applies them: log in first, then come back. */
function AccessGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.handle;
  const handle = isRouteHandle(leaf) ? leaf : DEFAULT_HANDLE;
  const { session } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const decision = decideAccess(handle.access, session);

  useEffect(() => {
    document.title = handle.title ? `${handle.title} | ${session.appName}` : session.appName;
  }, [handle.title, session.appName]);

  useEffect(() => {
    if (decision !== 'login') return;
    storage.set(STORAGE_KEYS.redirectPath, `${location.pathname}${location.search}${location.hash}`);
    navigate('/login', { replace: true, state: { alert: LOGIN_REQUIRED } });
  }, [decision, location, navigate]);

  if (decision === 'wait') return <p role="status">Checking your access…</p>;
  if (decision === 'home') return <Alert type="error">{NOT_AUTHORIZED}</Alert>;
  return decision === 'allow' ? <ValidRoute handle={handle}>{children}</ValidRoute> : null;
}

function PageList({ routes }: { routes: PortalRoute[] }) {
  return (
    <>
      <h1>Pages</h1>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            {route.path.includes(':') ? route.path : <Link to={route.path}>{route.path}</Link>} ({route.handle.access})
          </li>
        ))}
      </ul>
    </>
  );
}
