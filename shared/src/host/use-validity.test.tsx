import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AuthProvider } from '../auth/auth-context';
import type { RouteHandle } from '../routes/route-handle';
import { contractApi, TEST_CONFIG } from '../testing/render-with-portal';
import { useValidity } from './use-validity';

const queryClient = new QueryClient();

function render(handle: RouteHandle, pathname: string) {
  // No route: a check here never asks the API itself.
  const { api } = contractApi({});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider config={TEST_CONFIG} api={api}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AuthProvider>
  );
  return renderHook(({ path }) => useValidity(handle, { id: path.split('/')[2] }, path), { wrapper, initialProps: { path: pathname } });
}

describe('useValidity', () => {
  it('answers a synchronous check at once', () => {
    const handle: RouteHandle = { access: 'public', validate: ({ id }) => id === '1' };
    expect(render(handle, '/things/1').result.current).toBe('valid');
    expect(render(handle, '/things/2').result.current).toBe('invalid');
  });

  it('asks once for each path, however often the page renders, and again for another path', async () => {
    const validate = vi.fn(async ({ id }: { id?: string }) => id === '1');
    const { result, rerender } = render({ access: 'public', validate }, '/things/1');
    expect(result.current).toBe('pending');
    await waitFor(() => expect(result.current).toBe('valid'));
    act(() => rerender({ path: '/things/1' }));
    act(() => rerender({ path: '/things/1' }));
    expect(validate).toHaveBeenCalledTimes(1);

    act(() => rerender({ path: '/things/2' }));
    expect(result.current).toBe('pending');
    await waitFor(() => expect(result.current).toBe('invalid'));
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('lets the page show its own error when the check itself fails', async () => {
    const { result } = render({ access: 'public', validate: () => Promise.reject(new Error('offline')) }, '/things/3');
    await waitFor(() => expect(result.current).toBe('valid'));
  });
});
