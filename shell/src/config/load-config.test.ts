import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadConfig } from './load-config';

const news = { path: '/news', label: 'News', section: 'information', order: 10, access: 'login' };
const deployed = (extra = {}) => ({
  name: 'news_polls',
  entry: '/apps/mfe-news-polls/v1/remoteEntry.js',
  prefixes: ['/news'],
  navigation: [news],
  ...extra,
});
const settings = { appName: 'Portal', apiBase: '/api' };

function serve(files: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => (url in files ? Response.json(files[url]) : new Response('', { status: 404 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('loadConfig', () => {
  it('fetches nothing more for a deployed remote, and takes its paths as on the page’s origin', async () => {
    const fetch = serve({ '/config.json': { ...settings, remotes: [deployed()] } });
    const { config, dropped } = await loadConfig('/config.json');
    expect(config.remotes[0]?.navigation).toEqual([news]);
    expect(config.remotes[0]?.entry).toBe(`${window.location.origin}/apps/mfe-news-polls/v1/remoteEntry.js`);
    expect(dropped).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a remote on another origin where the config puts it', async () => {
    serve({ '/config.json': { ...settings, remotes: [deployed({ entry: 'https://news.example.org/v1/remoteEntry.js' })] } });
    expect((await loadConfig('/config.json')).config.remotes[0]?.entry).toBe('https://news.example.org/v1/remoteEntry.js');
  });

  it('leaves out a remote named wrongly, and starts the portal with the others', async () => {
    const donations = deployed({
      name: 'donations',
      entry: '/apps/mfe-donations/v1/remoteEntry.js',
      prefixes: ['/donations'],
      navigation: [{ ...news, path: 'javascript:alert(1)', label: 'Win' }],
    });
    serve({ '/config.json': { ...settings, remotes: [deployed(), donations, { name: 'configuration', entry: 'javascript:alert(1)' }] } });
    const { config, dropped } = await loadConfig('/config.json');
    expect(config.remotes.map((remote) => remote.name)).toEqual(['news_polls']);
    expect(dropped.map((remote) => remote.name)).toEqual(['donations', 'configuration']);
  });

  it('refuses a config without its settings: nothing can start without them', async () => {
    serve({ '/config.json': { remotes: [] } });
    await expect(loadConfig('/config.json')).rejects.toThrow();
  });
});
