import { useMatches } from 'react-router';

import { isRouteHandle, type RouteHandle } from '@portal/shared';

const DEFAULT_HANDLE: RouteHandle = { access: 'login' };

/** The handle of the page on screen (its deepest route): its title and who may open it. */
export function useLeafHandle(): RouteHandle {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  return isRouteHandle(handle) ? handle : DEFAULT_HANDLE;
}
