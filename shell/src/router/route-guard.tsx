import type { ReactNode } from 'react';
import { useMatches } from 'react-router';

import { isRouteHandle, type RouteHandle } from '@portal/shared';
import { RouteGuard as PageGuard } from '@portal/shared/host';

const DEFAULT_HANDLE: RouteHandle = { access: 'login' };

export function useLeafHandle(): RouteHandle {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  return isRouteHandle(handle) ? handle : DEFAULT_HANDLE;
}

/** Enforces each route's handle: access and validity (the layout keeps the tab's title on the page's heading). */
export function RouteGuard({ children }: { children: ReactNode }) {
  return <PageGuard handle={useLeafHandle()}>{children}</PageGuard>;
}
