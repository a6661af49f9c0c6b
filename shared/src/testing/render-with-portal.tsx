import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

import { AuthProvider, usePortal } from '../auth/auth-context';
import type { PortalConfig } from '../config/portal-config';
import { createApiClient, type ApiClient } from '../http/create-api-client';
import type { PortalWidget } from '../routes/widget';

export { contractApi, pageOf, type SentRequest, type StubRoute, type StubRoutes } from './contract-api';
export { residentProfile, staffProfile } from './profiles';

export const TEST_CONFIG: PortalConfig = {
  appName: 'Test Portal',
  apiBase: '/api',
  profileUrl: '/api/users/profile/',
  errorLogUrl: '/api/client-errors/',
  remotes: [],
  languages: [
    { code: 'en', name: 'English' },
    { code: 'es', name: 'Español' },
  ],
};

/**
 * The real API client on TEST_CONFIG's base, whose requests are recorded by URL and never answered:
 * what a page or widget asks the API for, exactly as the client writes it.
 */
function recordingApi(): { api: ApiClient; urls: string[] } {
  const urls: string[] = [];
  const fetch = (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Promise<Response>(() => {});
  };
  return { api: createApiClient({ baseUrl: TEST_CONFIG.apiBase, getToken: () => 'token', fetch }), urls };
}

/** Its children once the caller has signed in and their profile (`GET /users/profile/`) has come, as the shell shows a page. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { signIn } = usePortal();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void signIn('token').then(() => setReady(true));
  }, [signIn]);
  return ready ? children : null;
}

/** Renders a page the way the shell hosts it: session, API client, query cache and router, on `config` (TEST_CONFIG unless given). */
export function renderWithPortal(
  ui: ReactElement,
  { api, path = '/', config = TEST_CONFIG }: { api: ApiClient; path?: string; config?: PortalConfig },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AuthProvider config={config} api={api}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </AuthProvider>,
  );
}

/**
 * The URLs an app's home widgets ask the API for, sorted, once they have asked for at least
 * `count`: what its declared first reads must be (tools/rspack-preset/navigation-plugin.mjs).
 */
export async function widgetReads(widgets: readonly PortalWidget[], count: number): Promise<string[]> {
  const { api, urls } = recordingApi();
  renderWithPortal(
    <>
      {widgets.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </>,
    { api },
  );
  await waitFor(() => {
    if (urls.length < count) throw new Error(`The widgets asked for ${urls.length} of ${count} reads: ${urls.join(', ')}`);
  });
  return [...urls].sort();
}
