import { earlyConfig, startEarlyReads } from './config/early-reads';
import { fetchScriptsAhead, startupScripts } from './federation/fetch-ahead';

// The config and the version are on their way while the shared libraries load and evaluate.
startEarlyReads();
// The remotes' scripts this page runs once the app has started (home's widgets for a resident, the
// routes of the remote owning the page) travel while the shared libraries evaluate. Not from the
// page itself: beside the shell's own scripts they slow those down more than they gain
// (scripts/first-screen.mjs).
void earlyConfig().then((config) =>
  fetchScriptsAhead(startupScripts(config, window.location.pathname, document.documentElement.dataset.session === 'resident')),
);
// An async boundary, so that the shared singletons are negotiated before any app code runs.
import('./bootstrap');
