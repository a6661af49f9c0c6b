import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Params } from 'react-router';

import { usePortal } from '../auth/auth-context';
import type { RouteHandle } from '../routes/route-handle';

export type Validity = 'valid' | 'invalid' | 'pending';

/** Runs a route's validity check, which may be synchronous or ask the API. */
export function useValidity(handle: RouteHandle, params: Params, pathname: string): Validity {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ pathname: string; validity: Validity } | null>(null);
  const outcome = handle.validate?.(params, { api, queryClient }) ?? true;
  const synchronous = typeof outcome === 'boolean' ? outcome : null;

  useEffect(() => {
    if (synchronous !== null || typeof outcome === 'boolean') return;
    let current = true;
    outcome.then(
      (valid) => current && setResult({ pathname, validity: valid ? 'valid' : 'invalid' }),
      () => current && setResult({ pathname, validity: 'valid' }),
    );
    return () => {
      current = false;
    };
    // The check depends on the path only; `outcome` is a new promise on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, synchronous]);

  if (synchronous !== null) return synchronous ? 'valid' : 'invalid';
  return result?.pathname === pathname ? result.validity : 'pending';
}
