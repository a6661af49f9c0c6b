import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';

import type { PortalRoute } from '@portal/shared';
import { RouteGuard } from '@portal/shared/host';

import type { RemoteRegistry } from '../federation/remote-registry';
import { Layout } from '../layout/layout';
import { LoadingFrame } from '../layout/loading-frame';
import { ErrorPage } from '../pages/error-page';
import { RemoteRouteError } from './remote-route-error';
import { shellRoutes } from './shell-routes';

export const ROOT_ROUTE_ID = 'root';

/** The frame, with the page the path leads to once its route's handle lets this person see it. */
function GuardedLayout() {
  return (
    <Layout>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </Layout>
  );
}

/**
 * A remote page whose chunk cannot be fetched (gone with a redeploy, or the network) renders as
 * that failure, so the route's error boundary shows it (and reloads once): a rejected `lazy`
 * alone left the area blank.
 */
function failingAsPage(lazy: PortalRoute['lazy']): PortalRoute['lazy'] {
  if (typeof lazy !== 'function') return lazy;
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

function mountRemoteRoute(route: PortalRoute): RouteObject {
  return { ...route, lazy: failingAsPage(route.lazy), ErrorBoundary: route.ErrorBoundary ?? RemoteRouteError } as RouteObject;
}

/**
 * The shell's routes, plus each remote's routes discovered on the first visit under its prefixes
 * (react-router's lazy route discovery). A remote that fails to load is left to the catch-all route,
 * which shows that area's failure while the rest of the portal keeps working.
 */
export function createPortalRouter(registry: RemoteRegistry) {
  const patched = new Set<string>();
  return createBrowserRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        Component: GuardedLayout,
        ErrorBoundary: ErrorPage,
        // Shown while a deep link's remote is discovered on the first load.
        HydrateFallback: LoadingFrame,
        children: shellRoutes,
      },
    ],
    {
      async patchRoutesOnNavigation({ path, patch, signal }) {
        const remote = registry.remoteFor(path);
        if (!remote || patched.has(remote.name)) return;
        const routes = await registry.load(remote).catch(() => null);
        // A navigation replaced by another while the routes came (a second link followed on a slow
        // line): React Router drops its patch, so the navigation that replaced it adds them.
        if (!routes || signal.aborted || patched.has(remote.name)) return;
        patched.add(remote.name);
        patch(ROOT_ROUTE_ID, routes.map(mountRemoteRoute));
      },
    },
  );
}
