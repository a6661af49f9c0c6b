import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

import { AuthProvider } from '../auth/auth-context';
import type { PortalConfig } from '../config/portal-config';
import type { ApiClient } from '../http/create-api-client';

export const TEST_CONFIG: PortalConfig = {
  appName: 'Test Portal',
  apiBase: '/api',
  profileUrl: '/api/users/profile/',
  errorLogUrl: '/api/client-errors/',
  remotes: [],
};

/** An ApiClient whose GETs answer from a table of paths; anything else fails the test loudly. */
export function fakeApi(responses: Record<string, unknown>): ApiClient {
  const request = async <T,>(path: string): Promise<T> => {
    if (!(path in responses)) throw new Error(`Unexpected request to ${path}`);
    const value = responses[path];
    if (value instanceof Error) throw value;
    return value as T;
  };
  return {
    request,
    get: (path) => request(path),
    post: (path) => request(path),
    patch: (path) => request(path),
    delete: (path) => request(path),
    blob: (path) => request<Blob>(path),
    upload: (path) => request(path),
  };
}

/** Renders a page the way the shell hosts it: session, API client, query cache and router. */
export function renderWithPortal(ui: ReactElement, { api, path = '/' }: { api: ApiClient; path?: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AuthProvider config={TEST_CONFIG} api={api}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </AuthProvider>,
  );
}
