import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PortalRoute, RemoteConfig } from '@portal/shared';

/** How long a remote may take to answer before its area says it could not load. */
export const REMOTE_LOAD_TIMEOUT_MS = 4000;

type RemoteState =
  | { status: 'idle' }
  | { status: 'loading'; promise: Promise<PortalRoute[]> }
  | { status: 'loaded'; routes: PortalRoute[] }
  | { status: 'failed'; error: Error };

/** The remotes named in config.json, what each has loaded, and which failed. */
export class RemoteRegistry {
  private readonly states = new Map<string, RemoteState>();

  constructor(
    private readonly remotes: RemoteConfig[],
    private readonly onFailure: (remote: RemoteConfig, error: Error) => void = () => {},
  ) {
    registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  }

  remoteFor(pathname: string): RemoteConfig | undefined {
    return remoteForPath(this.remotes, pathname);
  }

  failure(name: string): Error | null {
    const state = this.states.get(name);
    return state?.status === 'failed' ? state.error : null;
  }

  isLoaded(name: string): boolean {
    return this.states.get(name)?.status === 'loaded';
  }

  /** Loads a remote's routes once; concurrent callers share the same attempt. */
  load(remote: RemoteConfig): Promise<PortalRoute[]> {
    const state = this.states.get(remote.name) ?? { status: 'idle' };
    if (state.status === 'loaded') return Promise.resolve(state.routes);
    if (state.status === 'loading') return state.promise;
    if (state.status === 'failed') return Promise.reject(state.error);
    const promise = withTimeout(loadRoutes(remote.name), REMOTE_LOAD_TIMEOUT_MS, remote.name).then(
      (routes) => {
        this.states.set(remote.name, { status: 'loaded', routes });
        return routes;
      },
      (cause: unknown) => {
        const error = cause instanceof Error ? cause : new Error(String(cause));
        this.states.set(remote.name, { status: 'failed', error });
        this.onFailure(remote, error);
        throw error;
      },
    );
    this.states.set(remote.name, { status: 'loading', promise });
    return promise;
  }

  /** Forget a failure so that the next navigation tries again, from a fresh entry. */
  reset(name: string): void {
    const remote = this.remotes.find((candidate) => candidate.name === name);
    if (!remote || this.states.get(name)?.status !== 'failed') return;
    this.states.delete(name);
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  }
}

/** The remote owning a path: one of its prefixes equals the path or is followed by a slash (any case). */
export function remoteForPath(remotes: RemoteConfig[], pathname: string): RemoteConfig | undefined {
  const path = pathname.toLowerCase();
  return remotes.find((remote) =>
    remote.routes.some((prefix) => path === prefix.toLowerCase() || path.startsWith(`${prefix.toLowerCase()}/`)),
  );
}

async function loadRoutes(name: string): Promise<PortalRoute[]> {
  const module = await loadRemote<{ routes: PortalRoute[] }>(`${name}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new Error(`The ${name} area did not provide its pages.`);
  return module.routes;
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The ${name} area took too long to load.`)), ms);
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
