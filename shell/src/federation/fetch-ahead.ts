import { remoteForPath } from './remote-for-path';

/** The scripts this page has fetched ahead, or is fetching: whether each arrived. By whole URL. */
const fetched = new Map<string, Promise<boolean>>();

/** One key for one script, whether a config names it by path (as the deploy writes it) or by whole URL (as the checked config does). */
const whole = (url: string) => new URL(url, window.location.href).href;

/**
 * Fetches ahead scripts that a remote's loader will ask for next, into the HTTP cache, where the
 * loader's request then finds them (a remote's versioned files are served immutable). The loader's
 * script element still checks each one's integrity. A `<link rel="preload">` is not used for this:
 * Chromium keeps a failed preload for the page's lifetime and hands that failure to every later
 * request for the script, so a remote that was down and came back would stay down on "Try again".
 * A failed fetch here is forgotten, and fetched again the next time it is asked for.
 *
 * A fetch does not hold the page's `load` event, where a script element does for as long as its
 * request lasts (even once removed): the registry inserts a remote's scripts once they have arrived
 * here, so that a remote whose origin never answers leaves the tab loaded.
 *
 * Resolves true once every script has arrived, false as soon as one could not be fetched.
 */
export function fetchScriptsAhead(urls: readonly string[]): Promise<boolean> {
  return Promise.all(
    urls.map(whole).map((url) => {
      const known = fetched.get(url);
      if (known) return known;
      // The mode and credentials of the loader's `crossorigin="anonymous"` script elements.
      const arrived = fetch(url, { mode: 'cors', credentials: 'same-origin' })
        .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(`${url} answered ${response.status}`))))
        .then(
          () => true,
          () => {
            fetched.delete(url);
            return false;
          },
        );
      fetched.set(url, arrived);
      return arrived;
    }),
  ).then((all) => all.every(Boolean));
}

/** Forgets these scripts, arrived or still on their way: the next call fetches them afresh (a "Try again" after a fetch that never ended). */
export function forgetScripts(urls: readonly string[]): void {
  for (const url of urls) fetched.delete(whole(url));
}

type UncheckedRemote = {
  widgets?: boolean;
  entry?: string;
  prefixes?: string[];
  exposedScripts?: { routes?: string[]; widgets?: string[] };
};
type UncheckedConfig = { remotes?: UncheckedRemote[]; allowRemoteOverrides?: unknown[] } | null;

/** A script's address as a config names it: a path on the portal's origin (as the deploy writes them) or an absolute URL. */
const isScript = (url: unknown): url is string => typeof url === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(url);

/**
 * The scripts of the remotes the page opened at `pathname` runs once the shell has started, each
 * entry first, from a config not yet checked: on home with a session, every remote's widgets; on a
 * page a remote owns, that remote's routes. None from a development config, which names manifests
 * rather than entries, or from one that lets a tab load remotes from elsewhere: which entries the
 * tab runs is known only once its overrides are decided.
 */
export function startupScripts(config: unknown, pathname: string, withSession: boolean): string[] {
  const unchecked = config as UncheckedConfig;
  if (unchecked?.allowRemoteOverrides?.length) return [];
  const deployed = (unchecked?.remotes ?? []).filter(
    (remote): remote is UncheckedRemote & { entry: string; prefixes: string[] } =>
      isScript(remote.entry) && remote.entry.endsWith('.js') && Array.isArray(remote.prefixes),
  );
  const scripts = (remote: UncheckedRemote & { entry: string }, exposed: 'routes' | 'widgets') => [
    remote.entry,
    ...(remote.exposedScripts?.[exposed] ?? []).filter(isScript),
  ];
  if (pathname === '/')
    return withSession ? deployed.filter((remote) => remote.widgets).flatMap((remote) => scripts(remote, 'widgets')) : [];
  const owner = remoteForPath(deployed, pathname);
  return owner ? scripts(owner, 'routes') : [];
}
