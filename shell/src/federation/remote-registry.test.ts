import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { RemoteConfig } from '@portal/shared';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteRegistry, REMOTE_LOAD_TIMEOUT_MS } = await import('./remote-registry');

let version = 0;
let remote: RemoteConfig;
/** Each test's remote is another version: the page remembers the scripts it fetched. */
const newRemote = (): RemoteConfig => {
  version += 1;
  return {
    name: 'news_polls',
    entry: `http://localhost:3001/v${version}/remoteEntry.js`,
    prefixes: ['/news'],
    widgets: true,
    exposedScripts: { routes: [`http://localhost:3001/v${version}/__federation_expose_routes.abc.js`], widgets: [] },
  };
};

/** A fetch for each script that answers when told. */
function heldFetches() {
  const answers = new Map<string, () => void>();
  const fetch = vi.fn((url: string) => new Promise<Response>((resolve) => answers.set(url, () => resolve(new Response('/* script */')))));
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (url: string) => answers.get(url)?.() };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

beforeEach(() => {
  remote = newRemote();
  vi.useFakeTimers();
  runtime.loadRemote.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loading a remote', () => {
  it('gives a connection that never answers 30 s, then fails; a slow one is not a failure', async () => {
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(30_000);
    const { fetch } = heldFetches();
    const failures: Error[] = [];
    const registry = new RemoteRegistry([remote], (_, error) => failures.push(error));
    const routes = registry.load(remote).catch((error: Error) => error);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([remote.entry, remote.exposedScripts!.routes![0]]);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(registry.failure('news_polls')).toBeNull();
    // Its scripts are not run (nor their elements inserted, which would hold the page's load event) before they have come.
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(((await routes) as Error).message).toBe('The news_polls area took too long to load.');
    expect(failures).toHaveLength(1);
    expect(registry.failure('news_polls')).not.toBeNull();
  });

  it('runs the scripts once they have arrived, however long that took within the limit', async () => {
    const { answer } = heldFetches();
    runtime.loadRemote.mockResolvedValue({ routes: [{ path: '/news' }] });
    const registry = new RemoteRegistry([remote]);
    const routes = registry.load(remote);
    await vi.advanceTimersByTimeAsync(12_000);
    answer(remote.entry);
    await settle();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    answer(remote.exposedScripts!.routes![0]!);
    await settle();
    expect(runtime.loadRemote).toHaveBeenCalledWith('news_polls/routes');
    await expect(routes).resolves.toEqual([{ path: '/news' }]);
    expect(registry.isLoaded('news_polls')).toBe(true);
  });

  it('asks the loader at once for a script that could not be fetched, so that it says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    runtime.loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    const registry = new RemoteRegistry([remote]);
    await expect(registry.load(remote)).rejects.toThrow('ScriptNetworkError');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('fetches afresh on "Try again" after a fetch that never ended', async () => {
    const { fetch } = heldFetches();
    const registry = new RemoteRegistry([remote]);
    const first = registry.load(remote).catch(() => null);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    await first;
    registry.reset('news_polls');
    void registry.load(remote).catch(() => null);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
