/**
 * True once the page has started to unload (a reload or leaving the site). Requests the browser
 * cancels then are not failures of the server and must not, say, log the person out.
 */
let unloading = false;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    unloading = true;
  });
  window.addEventListener('pageshow', () => {
    unloading = false;
  });
}

export function isUnloading(): boolean {
  return unloading;
}
