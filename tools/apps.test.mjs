/* global Response */
// The list of apps in tools/apps.mjs is the one the portal is built from: the local config's
// remotes and each app's federation name must be the ones it lists.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { APPS, REMOTES, withDevelopmentRemotes } from './apps.mjs';
import { developmentConfig } from './rspack-preset/dev-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('the list of apps', () => {
  it("is what the shell's own config.json loads: each remote once, from its own port", () => {
    const config = JSON.parse(withDevelopmentRemotes(readFileSync(path.join(root, 'shell/public/config.json'))));
    expect(config.appName).toBe('City of Riverton');
    expect(config.remotes.map((remote) => [remote.name, remote.entry])).toEqual(
      REMOTES.map((remote) => [remote.name, `http://localhost:${remote.port}/mf-manifest.json`]),
    );
  });

  it.each(APPS.map((app) => [app.dir, app.name]))('%s is built under the federation name %s', async (dir, name) => {
    const { default: federation } = await import(path.join(root, dir, 'module-federation.config.mjs'));
    expect(federation.name).toBe(name);
  });

  it('gives every app a port of its own', () => {
    expect(new Set(APPS.map((app) => app.port)).size).toBe(APPS.length);
  });
});

describe("the shell's config.json in development", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each remote at its dev server with what its build declares there; one not answering without, for the shell to leave out', async () => {
    const news = { path: '/news', label: 'News', section: 'information', order: 10, access: 'login' };
    const served = {
      'http://localhost:3001/mf-manifest.json': { exposes: [{ name: 'routes' }, { name: 'widgets' }] },
      'http://localhost:3001/prefixes.json': ['/news', '/polls'],
      'http://localhost:3001/navigation.json': [news],
      'http://localhost:3001/names.json': { en: 'News and polls' },
    };
    vi.stubGlobal('fetch', async (url) => {
      if (!(String(url) in served)) throw new TypeError('fetch failed');
      return Response.json(served[String(url)]);
    });
    const config = await developmentConfig();
    expect(config.appName).toBe('City of Riverton');
    expect(config.remotes[0]).toEqual({
      name: 'news_polls',
      entry: 'http://localhost:3001/mf-manifest.json',
      prefixes: ['/news', '/polls'],
      navigation: [news],
      names: { en: 'News and polls' },
      widgets: true,
    });
    expect(config.remotes.slice(1)).toEqual(
      REMOTES.slice(1).map((remote) => ({ name: remote.name, entry: `http://localhost:${remote.port}/mf-manifest.json` })),
    );
  });
});
