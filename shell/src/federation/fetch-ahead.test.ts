import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchScriptsAhead, forgetScripts, startupScripts } from './fetch-ahead';

afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetchScriptsAhead', () => {
  it("fetches each script once, in the CORS mode of the remote's loader", async () => {
    const fetch = vi.fn(async () => new Response('/* chunk */'));
    vi.stubGlobal('fetch', fetch);
    const widgets = 'http://localhost:3001/v1/__federation_expose_widgets.abc.js';
    fetchScriptsAhead([widgets]);
    fetchScriptsAhead([widgets, 'http://localhost:3003/v2/__federation_expose_widgets.def.js']);
    await settle();
    expect(fetch.mock.calls).toEqual([
      [widgets, { mode: 'cors', credentials: 'same-origin' }],
      ['http://localhost:3003/v2/__federation_expose_widgets.def.js', { mode: 'cors', credentials: 'same-origin' }],
    ]);
  });

  it('fetches a script once whether it is named by path or by whole URL (the early read and the checked config)', async () => {
    const fetch = vi.fn(async () => new Response('/* chunk */'));
    vi.stubGlobal('fetch', fetch);
    const path = '/apps/mfe-news-polls/v1/remoteEntry.js';
    const early = fetchScriptsAhead([path]);
    expect(await fetchScriptsAhead([new URL(path, window.location.href).href])).toBe(true);
    expect(await early).toBe(true);
    expect(fetch.mock.calls).toEqual([[new URL(path, window.location.href).href, { mode: 'cors', credentials: 'same-origin' }]]);
    forgetScripts([path]);
    await fetchScriptsAhead([new URL(path, window.location.href).href]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('forgets a script it could not fetch, so that the next attempt fetches it again', async () => {
    const answers = [Promise.reject(new TypeError('Failed to fetch')), Promise.resolve(new Response('', { status: 503 }))];
    const fetch = vi.fn(() => answers.shift() ?? Promise.resolve(new Response('/* chunk */')));
    vi.stubGlobal('fetch', fetch);
    const routes = ['http://localhost:3002/v1/__federation_expose_routes.abc.js'];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      fetchScriptsAhead(routes);
      await settle();
    }
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('says whether every script arrived, and forgets what it is told to', async () => {
    const fetch = vi.fn(async (url: string) => (url.includes('gone') ? new Response('', { status: 404 }) : new Response('/* chunk */')));
    vi.stubGlobal('fetch', fetch);
    const entry = 'http://localhost:3004/v9/remoteEntry.js';
    expect(await fetchScriptsAhead([entry])).toBe(true);
    expect(await fetchScriptsAhead([entry, 'http://localhost:3004/v9/gone.js'])).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
    forgetScripts([entry]);
    expect(await fetchScriptsAhead([entry])).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('startupScripts', () => {
  const config = {
    remotes: [
      {
        name: 'news_polls',
        widgets: true,
        entry: 'http://localhost:3001/v1/remoteEntry.js',
        prefixes: ['/news', '/polls'],
        exposedScripts: { routes: ['http://localhost:3001/v1/routes.js'], widgets: ['http://localhost:3001/v1/widgets.js'] },
      },
      {
        name: 'configuration',
        widgets: false,
        entry: 'http://localhost:3004/v1/remoteEntry.js',
        prefixes: ['/configuration'],
        exposedScripts: { routes: ['http://localhost:3004/v1/routes.js'] },
      },
      { name: 'donations', widgets: true, entry: 'http://localhost:3003/mf-manifest.json', prefixes: ['/donations'] },
    ],
  };

  it("lists home's widget scripts for a session, entry first, and nothing for a visitor", () => {
    expect(startupScripts(config, '/', true)).toEqual(['http://localhost:3001/v1/remoteEntry.js', 'http://localhost:3001/v1/widgets.js']);
    expect(startupScripts(config, '/', false)).toEqual([]);
  });

  it("lists the routes scripts of the remote owning the page, and nothing on the shell's own pages", () => {
    expect(startupScripts(config, '/configuration/news', false)).toEqual([
      'http://localhost:3004/v1/remoteEntry.js',
      'http://localhost:3004/v1/routes.js',
    ]);
    expect(startupScripts(config, '/polls/budget-2027', true)).toEqual([
      'http://localhost:3001/v1/remoteEntry.js',
      'http://localhost:3001/v1/routes.js',
    ]);
    expect(startupScripts(config, '/about-us', true)).toEqual([]);
  });

  it("lists the scripts of a config as the deploy writes it, by path on the portal's origin", () => {
    const deployed = {
      remotes: [
        {
          name: 'news_polls',
          widgets: true,
          entry: '/apps/mfe-news-polls/a48b8e5c2afa/remoteEntry.js',
          prefixes: ['/news'],
          exposedScripts: { widgets: ['/apps/mfe-news-polls/a48b8e5c2afa/__federation_expose_widgets.3a66cc2a72.js'] },
        },
      ],
    };
    expect(startupScripts(deployed, '/', true)).toEqual([
      '/apps/mfe-news-polls/a48b8e5c2afa/remoteEntry.js',
      '/apps/mfe-news-polls/a48b8e5c2afa/__federation_expose_widgets.3a66cc2a72.js',
    ]);
    expect(startupScripts(deployed, '/news', true)).toEqual(['/apps/mfe-news-polls/a48b8e5c2afa/remoteEntry.js']);
    // An address on another host without its scheme is no path of the portal's.
    expect(startupScripts({ remotes: [{ ...deployed.remotes[0], entry: '//elsewhere.example/remoteEntry.js' }] }, '/', true)).toEqual([]);
  });

  it('lists nothing from a config that names manifests, allows overrides or is not one', () => {
    expect(startupScripts(config, '/donations', true)).toEqual([]);
    expect(startupScripts({ ...config, allowRemoteOverrides: ['http://localhost:*'] }, '/', true)).toEqual([]);
    expect(startupScripts(null, '/', true)).toEqual([]);
    expect(startupScripts({ remotes: [{ widgets: true, prefixes: ['/x'], entry: 'javascript:alert(1)//.js' }] }, '/', true)).toEqual([]);
  });
});
