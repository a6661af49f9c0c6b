import { afterEach, describe, expect, it, vi } from 'vitest';

import { dropFirstReads, earlyConfig, fetchAdoptingFirstReads, fetchUncached, startEarlyReads } from './early-reads';

afterEach(() => vi.unstubAllGlobals());

/** The reads a page's inline script started, as it leaves them on window. */
function pageStarted(reads: Record<string, Promise<Response>>) {
  vi.stubGlobal('window', { portalFirstReads: reads });
}

/** The tests run in Node, which reports there a rejection that nothing handled. */
type Listener = (reason: unknown) => void;
const node = (
  globalThis as unknown as { process: { on(event: string, listener: Listener): void; off(event: string, listener: Listener): void } }
).process;

function stubFetch(answer: (url: string) => Promise<Response>) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    expect(init).toEqual({ cache: 'no-store' });
    return answer(url);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('early reads', () => {
  it('hands the first taker the read the entry started, and reads again for the next', async () => {
    let reads = 0;
    const fetch = stubFetch(async () => new Response(String((reads += 1))));
    startEarlyReads(['/config.json']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await (await fetchUncached('/config.json')).text()).toBe('1');
    expect(await (await fetchUncached('/config.json')).text()).toBe('2');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads anything else when asked', async () => {
    const fetch = stubFetch(async (url) => new Response(url));
    expect(await (await fetchUncached('/builds/latest.json')).text()).toBe('/builds/latest.json');
    expect(fetch).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
  });

  it("gives an early read's failure to its taker, not to the page's unhandled rejections", async () => {
    const unhandled = vi.fn();
    node.on('unhandledRejection', unhandled);
    // A plain function: a spy would itself handle the promises it returns.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyReads(['/version.json']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(fetchUncached('/version.json')).rejects.toThrow('Failed to fetch');
    node.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("takes over the page's own read of a URL once, and reads anew after", async () => {
    const fetch = stubFetch(async () => new Response('new'));
    pageStarted({ '/config.json': Promise.resolve(new Response('from the page')) });
    startEarlyReads(['/config.json']);
    expect(fetch).not.toHaveBeenCalled();
    expect(await (await fetchUncached('/config.json')).text()).toBe('from the page');
    startEarlyReads(['/config.json']);
    expect(await (await fetchUncached('/config.json')).text()).toBe('new');
  });
});

describe("the entry's early look at the config", () => {
  it('reads a copy, leaving the response whole for the app', async () => {
    stubFetch(async () => new Response('{"remotes":[]}'));
    startEarlyReads(['/config.json']);
    expect(await earlyConfig()).toEqual({ remotes: [] });
    expect(await (await fetchUncached('/config.json')).json()).toEqual({ remotes: [] });
  });

  it('is null when the config could not be read', async () => {
    stubFetch(async () => new Response('gone', { status: 503 }));
    startEarlyReads(['/config.json']);
    expect(await earlyConfig()).toBeNull();
  });
});

describe("the API client's fetch", () => {
  it("answers the page's profile read once, then asks the API", async () => {
    const fetch = vi.fn(async () => new Response('fresh'));
    vi.stubGlobal('fetch', fetch);
    pageStarted({ '/api/users/profile/': Promise.resolve(new Response('early')) });
    const init = { method: 'GET', headers: { Accept: 'application/json' } };
    expect(await (await fetchAdoptingFirstReads('/api/users/profile/', init)).text()).toBe('early');
    expect(fetch).not.toHaveBeenCalled();
    expect(await (await fetchAdoptingFirstReads('/api/users/profile/', init)).text()).toBe('fresh');
    expect(fetch).toHaveBeenCalledWith('/api/users/profile/', init);
  });

  it('never answers a write with a read', async () => {
    const fetch = vi.fn(async () => new Response('written'));
    vi.stubGlobal('fetch', fetch);
    pageStarted({ '/api/users/profile/': Promise.resolve(new Response('early')) });
    const init = { method: 'PATCH', body: '{}' };
    expect(await (await fetchAdoptingFirstReads('/api/users/profile/', init)).text()).toBe('written');
    expect(fetch).toHaveBeenCalledWith('/api/users/profile/', init);
  });

  it("answers a widget's read from the page it was opened on, but not once the person has moved on", async () => {
    const fetch = vi.fn(async () => new Response('fresh'));
    vi.stubGlobal('fetch', fetch);
    pageStarted({
      '/api/headlines/?page=1&page_size=3': Promise.resolve(new Response('early news')),
      '/api/polls/': Promise.resolve(new Response('early polls')),
    });
    expect(await (await fetchAdoptingFirstReads('/api/headlines/?page=1&page_size=3')).text()).toBe('early news');
    dropFirstReads();
    expect(await (await fetchAdoptingFirstReads('/api/polls/')).text()).toBe('fresh');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
