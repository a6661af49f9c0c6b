/** docs/product-rules.md#navigation: when a page part fails to load, reload, at most once per 10 s per path. */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'reloadGuard:';

/**
 * Reloads the page unless this path was reloaded for a failure within the last 10 s.
 * Returns false when it did not reload: the caller then shows the area's error with "Try again".
 */
export function reloadOnce(path: string, now = Date.now(), reload = () => window.location.reload()): boolean {
  const key = `${KEY_PREFIX}${path}`;
  let last: string | null;
  try {
    last = sessionStorage.getItem(key);
  } catch {
    return false; // Without storage we cannot tell a loop from a first failure: do not reload.
  }
  if (last !== null && now - Number(last) < RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(key, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A lazily loaded chunk or module that could not be fetched (as opposed to a bug in the page). */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|RUNTIME-00|could not load|took too long/i.test(
      error.message,
    )
  );
}
