import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import '@portal/shared/styles/kit.scss';

import {
  AuthProvider,
  clearOnLogout,
  createApiClient,
  kitText,
  organizationQuery,
  retryReadOnce,
  storage,
  STORAGE_KEYS,
  type PortalConfig,
} from '@portal/shared';

import { fetchAdoptingFirstReads } from './config/early-reads';
import { loadConfig, type DroppedRemote } from './config/load-config';
import { decideOverrides, OVERRIDE_PARAM, requestedOverrides, withOverrides, type RemoteOverride } from './config/remote-overrides';
import { ShellContext } from './context/shell-context';
import { preloadOnIntent } from './federation/preload-on-intent';
import { RemoteRegistry } from './federation/remote-registry';
import { preloadWidgets } from './home/remote-widgets';
import { startDrawing } from './layout/frame-handover';
import { connectToasts } from './layout/toaster';
import { createPortalRouter } from './router/create-portal-router';
import { reportClientError, reportUncaughtErrors } from './session/report-client-error';
import { shellText } from './text';
import { fetchServerVersionAtStartup } from './version/versions';

import './styles/pages.scss';

// The shell's and the kit's words in the language the page's inline script chose, fetched beside the config.
const wordsReady = Promise.all([kitText.ready(), shellText.ready()]);

/** The router has loaded the first page's code and data (its lazy routes and loaders). */
function routerReady(router: ReturnType<typeof createPortalRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Overrides a link asks for are shown to the person first (a small chunk of its own, rarely
 * needed): no code of theirs is fetched before "Load it".
 */
async function begin(deployed: PortalConfig, dropped: DroppedRemote[], version: string | null) {
  const { active, pending } = requestedOverrides(deployed, window.location, sessionStorage);
  let overrides = active;
  if (pending.length > 0) {
    const { confirmOverrides } = await import('./layout/override-confirmation');
    const load = await confirmOverrides(document.getElementById('root')!, pending, deployed.appName);
    overrides = decideOverrides(active, pending, load, sessionStorage);
  }
  start(withOverrides(deployed, overrides), overrides, dropped, version);
}

function start(config: PortalConfig, overrides: RemoteOverride[], dropped: DroppedRemote[], version: string | null) {
  const url = new URL(window.location.href);
  if (url.searchParams.has(OVERRIDE_PARAM)) {
    url.searchParams.delete(OVERRIDE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  if (version) {
    // This page was just served, so it runs the server's version: a first visit only stores it.
    storage.set(STORAGE_KEYS.appVersion, version);
    storage.set(STORAGE_KEYS.serverVersion, version);
    storage.set(STORAGE_KEYS.isOutdated, 'false');
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: retryReadOnce } } });
  clearOnLogout(queryClient);
  connectToasts();

  // The one API client of every app; its first profile read is the one the page already started.
  const api = createApiClient({ baseUrl: config.apiBase, getToken: () => storage.get(STORAGE_KEYS.token), fetch: fetchAdoptingFirstReads });
  reportUncaughtErrors(api, config.errorLogUrl);
  for (const remote of dropped) {
    console.error(`config.json names the ${remote.name} remote wrongly; its area is left out. ${remote.problem}`);
    reportClientError(api, config.errorLogUrl, { source: 'remote-load', remote: remote.name, message: `Left out: ${remote.problem}` });
  }
  const registry = new RemoteRegistry(config.remotes, (remote, error) =>
    reportClientError(api, config.errorLogUrl, {
      source: 'remote-load',
      remote: remote.name,
      message: error.message,
      app_version: remote.version,
    }),
  );
  const router = createPortalRouter(registry);
  preloadOnIntent(registry);
  // Home is for people logged in: a visitor without a session is sent to log in instead.
  if (window.location.pathname === '/' && storage.get(STORAGE_KEYS.token)) preloadWidgets(registry);

  const root = createRoot(document.getElementById('root')!);
  // A public page the inline script painted from the organization's first read (About us,
  // Policies) is drawn once its page's code and that read's data are here, so the same text
  // replaces it, with no loading frame between.
  const { paintedEarly } = startDrawing();
  const drawn = Promise.all([
    wordsReady,
    ...(paintedEarly ? [queryClient.prefetchQuery(organizationQuery(api)), routerReady(router)] : []),
  ]);
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread in one long task (the HTML's first screen stays until it commits).
  void drawn.then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AuthProvider config={config} api={api}>
            <QueryClientProvider client={queryClient}>
              <ShellContext.Provider value={{ registry, overrides }}>
                <RouterProvider router={router} />
              </ShellContext.Provider>
            </QueryClientProvider>
          </AuthProvider>
        </StrictMode>,
      ),
    ),
  );
}

Promise.all([loadConfig(), fetchServerVersionAtStartup().catch(() => null)])
  .then(([{ config, dropped }, version]) => begin(config, dropped, version))
  .catch((error: unknown) => {
    const root = document.getElementById('root')!;
    root.innerHTML =
      '<main class="grid-container portal-main"><h1>Internal Server Error</h1><p role="alert">The portal could not start. Please reload the page in a moment.</p></main>';
    console.error(error);
  });
