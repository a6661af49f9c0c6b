// The reads the shell starts with, begun by the entry before the shared libraries are fetched and
// evaluated (react-dom alone takes a phone a few hundred milliseconds): they travel meanwhile.
// The entry runs before the federation has negotiated the shared modules, so nothing here may
// import one.

export const CONFIG_URL = '/config.json';
export const VERSION_URL = '/version.json';

/** Never cached: a deploy changes both, and the page must see the new ones at once. */
const NO_STORE: RequestInit = { cache: 'no-store' };

const started = new Map<string, Promise<Response>>();

export function startEarlyReads(urls: string[] = [CONFIG_URL, VERSION_URL]): void {
  for (const url of urls) {
    const response = fetch(url, NO_STORE);
    // Its failure belongs to whoever takes it (fetchUncached); until then it is not "unhandled".
    response.catch(() => {});
    started.set(url, response);
  }
}

/** GET url, never from the cache: the entry's early read of it the first time, a new read after. */
export function fetchUncached(url: string): Promise<Response> {
  const early = started.get(url);
  started.delete(url);
  return early ?? fetch(url, NO_STORE);
}
