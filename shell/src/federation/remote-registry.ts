import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';

import { isPortalWidget, type PortalRoute, type PortalWidget, type RemoteConfig } from '@portal/shared';

import { entryIntegrityPlugin } from './entry-integrity';
import { fetchScriptsAhead, forgetScripts } from './fetch-ahead';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-limit';
import { remoteForPath } from './remote-for-path';

export { REMOTE_LOAD_TIMEOUT_MS };

type Exposed = { routes: PortalRoute[]; widgets: PortalWidget[] };
type Attempt<T> = { promise: Promise<T>; error?: Error; value?: T };

/** The remotes named in config.json, what each has loaded, and which failed. */
export class RemoteRegistry {
  private readonly attempts = new Map<string, Attempt<unknown>>();

  constructor(
    private readonly remotes: RemoteConfig[],
    private readonly onFailure: (remote: RemoteConfig, error: Error) => void = () => {},
  ) {
    registerPlugins([entryIntegrityPlugin(remotes)]);
    registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  }

  get all(): readonly RemoteConfig[] {
    return this.remotes;
  }

  /** The version of each remote this page was configured with, where the deploy named one. */
  versions(): Record<string, string | undefined> {
    return Object.fromEntries(this.remotes.map((remote) => [remote.name, remote.version]));
  }

  remoteFor(pathname: string): RemoteConfig | undefined {
    return remoteForPath(this.remotes, pathname);
  }

  /** The error of a remote whose routes could not load, if they could not. */
  failure(name: string): Error | null {
    return this.attempts.get(`${name}/routes`)?.error ?? null;
  }

  isLoaded(name: string): boolean {
    return this.attempts.get(`${name}/routes`)?.value !== undefined;
  }

  load(remote: RemoteConfig): Promise<PortalRoute[]> {
    return this.loadExposed(remote, 'routes', (module) => {
      const routes = (module as Partial<Exposed> | undefined)?.routes;
      if (!Array.isArray(routes)) throw new Error(`The ${remote.name} area did not provide its pages.`);
      return routes;
    });
  }

  /** A remote's home-page widgets; a remote that exposes none has none. */
  loadWidgets(remote: RemoteConfig): Promise<PortalWidget[]> {
    return this.loadExposed(remote, 'widgets', (module) => {
      const widgets = (module as Partial<Exposed> | undefined)?.widgets;
      return Array.isArray(widgets) ? widgets.filter(isPortalWidget) : [];
    });
  }

  /** Forget a failure so that the next navigation tries again, from a fresh entry. */
  reset(name: string): void {
    const remote = this.remotes.find((candidate) => candidate.name === name);
    if (!remote) return;
    for (const key of [...this.attempts.keys()]) {
      if (key.startsWith(`${name}/`) && this.attempts.get(key)?.error) this.attempts.delete(key);
    }
    forgetScripts([remote.entry, ...(remote.exposedScripts?.routes ?? []), ...(remote.exposedScripts?.widgets ?? [])]);
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  }

  /** Loads one exposed module once; concurrent callers share the attempt, a failure is kept. */
  private loadExposed<T>(remote: RemoteConfig, exposed: keyof Exposed, read: (module: unknown) => T): Promise<T> {
    const key = `${remote.name}/${exposed}`;
    const known = this.attempts.get(key) as Attempt<T> | undefined;
    if (known) return known.promise;
    // Its scripts travel beside the entry (the entry's loader asks for them only once it has run),
    // and run once they have all arrived: a script element holds the page's `load` event for as
    // long as its request lasts, a fetch does not. A script that could not be fetched is asked for
    // at once, for the loader to say why.
    const entry = remote.entry.endsWith('.js') ? [remote.entry] : [];
    let late = false;
    const arrived = fetchScriptsAhead([...entry, ...(remote.exposedScripts?.[exposed] ?? [])]);
    const loaded = arrived.then(() => {
      if (late) throw new Error(`The ${remote.name} area took too long to load.`);
      return loadRemote(key);
    });
    const attempt: Attempt<T> = { promise: Promise.resolve() as Promise<T> };
    attempt.promise = withTimeout(loaded, REMOTE_LOAD_TIMEOUT_MS, remote.name, () => (late = true)).then(
      (module) => (attempt.value = read(module)),
      (cause: unknown) => {
        const error = cause instanceof Error ? cause : new Error(String(cause));
        attempt.error = error;
        this.onFailure(remote, error);
        throw error;
      },
    );
    this.attempts.set(key, attempt);
    return attempt.promise;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string, onTimeout: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`The ${name} area took too long to load.`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
