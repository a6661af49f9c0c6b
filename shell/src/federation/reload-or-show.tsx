import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { LoadingPage } from '../pages/loading-page';
import { reloadOnce } from './reload-guard';

/** A part that failed to load: reload once (the reload guard), else show the area's error. */
export function ReloadOrShow({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [reloading, setReloading] = useState<boolean | null>(null);
  useEffect(() => setReloading(reloadOnce(pathname)), [pathname]);
  if (reloading !== false) return <LoadingPage />;
  return <>{children}</>;
}
