// The shell's declarations under the names the build's navigation step reads
// (tools/rspack-preset/navigation-plugin.mjs): its header entries, and the paths its own pages live
// under, which the deploy keeps every remote off.
import { shellRoutes } from './shell-routes';

export { shellNavigation as navigation } from '../context/shell-navigation';

export const routes = shellRoutes.flatMap((route) =>
  route.path && route.path !== '*' ? [{ path: route.path.startsWith('/') ? route.path : `/${route.path}` }] : [],
);
