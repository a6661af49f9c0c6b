import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadConfig } from './load-config';

const news = { path: '/news', label: 'News', section: 'information', order: 10, access: 'login' };
const remote = (entry: string, extra = {}) => ({ name: 'news_polls', entry, routes: ['/news'], ...extra });

function serve(files: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => (url in files ? Response.json(files[url]) : new Response('', { status: 404 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('loadConfig', () => {
  it("reads a dev server's header entries beside its manifest", async () => {
    serve({
      '/config.json': { appName: 'Portal', apiBase: '/api', remotes: [remote('http://localhost:3001/mf-manifest.json')] },
      'http://localhost:3001/navigation.json': [news],
    });
    expect((await loadConfig('/config.json')).remotes[0]?.navigation).toEqual([news]);
  });

  it('fetches nothing more for a deployed remote, whose entries the config names', async () => {
    const fetch = serve({
      '/config.json': {
        appName: 'Portal',
        apiBase: '/api',
        remotes: [remote('http://localhost:3001/v1/remoteEntry.js', { navigation: [news] })],
      },
    });
    expect((await loadConfig('/config.json')).remotes[0]?.navigation).toEqual([news]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a dev server without navigation.json, with no entries', async () => {
    serve({ '/config.json': { appName: 'Portal', apiBase: '/api', remotes: [remote('http://localhost:3001/mf-manifest.json')] } });
    expect((await loadConfig('/config.json')).remotes[0]?.navigation).toBeUndefined();
  });
});
