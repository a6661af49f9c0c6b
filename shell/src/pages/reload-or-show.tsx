import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { reloadOnce } from '../federation/reload-guard';
import { LoadingPage } from './loading-page';

/** A part that failed to load: reload once (the reload guard), else show the area's error. */
export function ReloadOrShow({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [reloading, setReloading] = useState<boolean | null>(null);
  useEffect(() => setReloading(reloadOnce(pathname)), [pathname]);
  if (reloading !== false) return <LoadingPage />;
  return <>{children}</>;
}
