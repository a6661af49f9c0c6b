import { earlyConfig, startEarlyReads } from './config/early-reads';
import { fetchScriptsAhead, widgetScripts } from './federation/fetch-ahead';

// The config and the version are on their way while the shared libraries load and evaluate.
startEarlyReads();
// A resident opening home (the page's inline script said so): the widgets' scripts travel while the
// shared libraries evaluate, not once the app has started. Not from the page itself: beside the
// shell's own scripts they slow those down more than they gain (scripts/first-screen.mjs).
if (window.location.pathname === '/' && document.documentElement.dataset.session === 'resident') {
  void earlyConfig().then((config) => fetchScriptsAhead(widgetScripts(config)));
}
// An async boundary, so that the shared singletons are negotiated before any app code runs.
import('./bootstrap');
