import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Params } from 'react-router';

import { usePortal } from '../auth/auth-context';
import type { RouteHandle } from '../routes/route-handle';

export type Validity = 'valid' | 'invalid' | 'pending';

/**
 * Runs a route's validity check, which may be synchronous or ask the API: once for each path, so a
 * check that asks the API asks it once, not again on every render of the page it guards.
 */
export function useValidity(handle: RouteHandle, params: Params, pathname: string): Validity {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const outcome = useMemo(
    () => handle.validate?.(params, { api, queryClient }) ?? true,
    // The params are the path's: a new object of the same values must not check again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [handle, pathname, api, queryClient],
  );
  const [result, setResult] = useState<{ outcome: Promise<boolean>; validity: Validity } | null>(null);

  useEffect(() => {
    if (typeof outcome === 'boolean') return;
    let current = true;
    outcome.then(
      (valid) => current && setResult({ outcome, validity: valid ? 'valid' : 'invalid' }),
      // A check that fails (not a "no") lets the page show its own error.
      () => current && setResult({ outcome, validity: 'valid' }),
    );
    return () => {
      current = false;
    };
  }, [outcome]);

  if (typeof outcome === 'boolean') return outcome ? 'valid' : 'invalid';
  return result?.outcome === outcome ? result.validity : 'pending';
}
