// The part of react-router the portal's apps use, shared by the shell as "react-router".
// A federated module is shared whole (its consumers are not known at build time), so sharing the
// package itself would ship all of it; sharing this list lets the build drop the rest (decision 010
// has the measured difference). Every app still imports from 'react-router', and builds from before
// this list and after it share one router: an older shell provides the whole package, a superset.
// A name an app starts to use is added here (scripts/router-api.test.mjs says which), and the
// shell with it goes live before the remote that needs it: on an older shell that name would be
// undefined, and the remote's area would show its error page.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-implementation';
