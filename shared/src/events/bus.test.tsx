import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AuthProvider, usePortal } from '../auth/auth-context';
import { contractApi, TEST_CONFIG } from '../testing/render-with-portal';
import { bus, clearOnLogout, notify } from './bus';

describe('bus', () => {
  it('delivers typed toast events to listeners', () => {
    const listener = vi.fn();
    bus.on('toast', listener);
    notify('success', 'Saved.');
    bus.off('toast', listener);
    notify('success', 'Not heard.');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ kind: 'success', message: 'Saved.' });
  });

  it('empties the query cache when the session ends, so nothing one person saw stays for the next', () => {
    const queryClient = new QueryClient();
    const stop = clearOnLogout(queryClient);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthProvider config={TEST_CONFIG} api={contractApi({}).api}>
        {children}
      </AuthProvider>
    );
    const { result } = renderHook(() => usePortal(), { wrapper });
    queryClient.setQueryData(['profile'], { email: 'resident@example.org' });
    act(() => result.current.resetSession());
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();

    stop();
    queryClient.setQueryData(['profile'], { email: 'resident@example.org' });
    act(() => result.current.resetSession());
    expect(queryClient.getQueryData(['profile'])).toEqual({ email: 'resident@example.org' });
  });
});
