// The reads the shell starts with. The page's inline script (public/index.html) starts them before
// any script is fetched (and the profile too, with the stored token); the entry takes them over,
// or begins them itself on a page without that script, before the shared libraries are fetched and
// evaluated (react-dom alone takes a phone a few hundred milliseconds): they travel meanwhile.
// The entry runs before the federation has negotiated the shared modules, so nothing here may
// import one.

export const CONFIG_URL = '/config.json';
export const VERSION_URL = '/version.json';

declare global {
  interface Window {
    /** The page's first reads by URL, each to be taken once (public/index.html). */
    portalFirstReads?: Record<string, Promise<Response> | undefined>;
  }
}

/** Never cached: a deploy changes both, and the page must see the new ones at once. */
const NO_STORE: RequestInit = { cache: 'no-store' };

const started = new Map<string, Promise<Response>>();
let startedConfig: Promise<unknown> = Promise.resolve(null);

/** The page's own read of this URL, if its inline script started one not yet taken. */
export function takeFirstRead(url: string): Promise<Response> | undefined {
  const reads = globalThis.window?.portalFirstReads;
  const read = reads?.[url];
  if (reads && read) delete reads[url];
  return read;
}

export function startEarlyReads(urls: string[] = [CONFIG_URL, VERSION_URL]): void {
  for (const url of urls) {
    const response = takeFirstRead(url) ?? fetch(url, NO_STORE);
    // Its failure belongs to whoever takes it (fetchUncached); until then it is not "unhandled".
    response.catch(() => {});
    started.set(url, response);
    // A copy read at once, before whoever takes the response reads it.
    if (url === CONFIG_URL) startedConfig = response.then((answer) => (answer.ok ? answer.clone().json() : null)).catch(() => null);
  }
}

/**
 * The config as the entry's early read found it, unchecked (null if it failed): for fetching ahead
 * only. The app checks the config it runs on (load-config.ts).
 */
export function earlyConfig(): Promise<unknown> {
  return startedConfig;
}

/** GET url, never from the cache: the entry's early read of it the first time, a new read after. */
export function fetchUncached(url: string): Promise<Response> {
  const early = started.get(url);
  started.delete(url);
  return early ?? fetch(url, NO_STORE);
}

/**
 * The API client's fetch: a GET the page's inline script already started (the profile) is taken
 * over once; everything else goes out as asked.
 */
export function fetchAdoptingFirstReads(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = init?.method ?? 'GET';
  const early = typeof input === 'string' && method === 'GET' ? takeFirstRead(input) : undefined;
  return early ?? fetch(input, init);
}

/**
 * Drops the page's first reads that nobody took (a widget that did not load, a page left before
 * its data was asked for): they were started for the page as it was opened, and are never served
 * later as if fresh.
 */
export function dropFirstReads(): void {
  const reads = globalThis.window?.portalFirstReads;
  if (reads) for (const url of Object.keys(reads)) delete reads[url];
}
