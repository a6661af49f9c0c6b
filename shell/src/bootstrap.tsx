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
  pageLanguage,
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
    // The confirmation is in the page's language too: no portal is drawn without its words.
    const [{ confirmOverrides }] = await Promise.all([import('./layout/override-confirmation'), wordsReady, shellText.readyAll()]);
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
  // Without the shell's and the kit's words (their catalogs failed to load) there is no portal to draw.
  void drawn.then(
    () =>
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
    cannotStart,
  );
}

/** How long the message of a portal that cannot start waits for the shell's words before it is said in English. */
const WORDS_WAIT_MS = 3000;

/**
 * The page of a portal that cannot start: in the page's language once the shell's words are here,
 * else in English, marked as such (the catalogs may be what failed to load).
 */
function showStartFailure() {
  const translated = shellText.has('startup.failed.heading') && shellText.has('startup.failed.text');
  const main = document.createElement('main');
  main.className = 'grid-container portal-main';
  if (!translated && pageLanguage() !== 'en') main.lang = 'en';
  const heading = document.createElement('h1');
  heading.textContent = translated ? shellText.text('startup.failed.heading') : 'Internal Server Error';
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = translated ? shellText.text('startup.failed.text') : 'The portal could not start. Please reload the page in a moment.';
  main.append(heading, text);
  document.getElementById('root')!.replaceChildren(main);
}

/** Says that the portal cannot start, once the shell's words have come, failed or taken too long. */
function cannotStart(error: unknown) {
  console.error(error);
  const waited = new Promise((resolve) => setTimeout(resolve, WORDS_WAIT_MS));
  void Promise.race([wordsReady, waited]).then(showStartFailure, showStartFailure);
}

Promise.all([loadConfig(), fetchServerVersionAtStartup().catch(() => null)])
  .then(([{ config, dropped }, version]) => begin(config, dropped, version))
  .catch(cannotStart);
