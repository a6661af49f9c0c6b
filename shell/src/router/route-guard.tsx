import type { ReactNode } from 'react';

import { RouteGuard as PageGuard } from '@portal/shared/host';

import { useLeafHandle } from '../context/leaf-handle';

/** Enforces each route's handle: access and validity (the layout keeps the tab's title on the page's heading). */
export function RouteGuard({ children }: { children: ReactNode }) {
  return <PageGuard handle={useLeafHandle()}>{children}</PageGuard>;
}
