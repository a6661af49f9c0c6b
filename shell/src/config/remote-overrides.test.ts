import { beforeEach, describe, expect, it } from 'vitest';

import type { PortalConfig } from '@portal/shared';

import { decideOverrides, isDevelopmentOrigin, overrideAllowed, requestedOverrides, withOverrides } from './remote-overrides';

const config: PortalConfig = {
  appName: 'Portal',
  apiBase: '/api',
  languages: [{ code: 'en', name: 'English' }],
  remotes: [
    {
      name: 'donations',
      entry: 'https://donations.example.org/v1/remoteEntry.js',
      version: 'v1',
      integrity: 'sha384-AAAA',
      prefixes: ['/donations'],
      widgets: true,
    },
    { name: 'news_polls', entry: 'https://news.example.org/v1/remoteEntry.js', prefixes: ['/news'], widgets: true },
  ],
  allowRemoteOverrides: ['http://localhost:*'],
};
const LOCAL = 'http://localhost:3103/mf-manifest.json';
const DEV_PAGE = { hostname: 'localhost', search: '' };
const ask = (search: string, hostname = 'localhost') => requestedOverrides(config, { hostname, search }, sessionStorage);

describe('remote overrides', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows only URLs within the configured sources', () => {
    expect(overrideAllowed(LOCAL, ['http://localhost:*'])).toBe(true);
    expect(overrideAllowed('https://localhost:3103/x.js', ['http://localhost:*'])).toBe(false);
    expect(overrideAllowed('http://evil.example/x.js', ['http://localhost:*'])).toBe(false);
    expect(overrideAllowed('https://dev.example.org/a/remoteEntry.js', ['https://dev.example.org'])).toBe(true);
    expect(overrideAllowed('not a url', ['http://localhost:*'])).toBe(false);
    expect(overrideAllowed(LOCAL, undefined)).toBe(false);
  });

  it('takes a development origin to be a page served from this machine, and nothing else', () => {
    for (const hostname of ['localhost', '127.0.0.1', '[::1]']) expect(isDevelopmentOrigin(hostname), hostname).toBe(true);
    for (const hostname of ['portal.example.org', 'localhost.example.org', '10.0.0.5', '127.0.0.1.nip.io', '']) {
      expect(isDevelopmentOrigin(hostname), hostname).toBe(false);
    }
  });

  it('asks before an override applies: pending until confirmed, then kept for the tab', () => {
    expect(ask(`?remote-override=donations=${LOCAL}`)).toEqual({ active: [], pending: [{ name: 'donations', entry: LOCAL }] });
    // Unconfirmed, it is not remembered: a later page of the tab asks nothing and applies nothing.
    expect(ask('')).toEqual({ active: [], pending: [] });

    const { active, pending } = ask(`?remote-override=donations=${LOCAL}`);
    expect(decideOverrides(active, pending, true, sessionStorage)).toEqual([{ name: 'donations', entry: LOCAL }]);
    expect(ask('')).toEqual({ active: [{ name: 'donations', entry: LOCAL }], pending: [] });
    // The same link again asks nothing more; `?remote-override=donations` ends it.
    expect(ask(`?remote-override=donations=${LOCAL}`).pending).toEqual([]);
    expect(ask('?remote-override=donations')).toEqual({ active: [], pending: [] });
    expect(ask('')).toEqual({ active: [], pending: [] });
  });

  it('drops what the person cancelled, the remote then loading as deployed', () => {
    const first = ask(`?remote-override=donations=${LOCAL}`);
    decideOverrides(first.active, first.pending, true, sessionStorage);
    const other = 'http://localhost:3999/remoteEntry.js';
    const second = ask(`?remote-override=donations=${other}`);
    expect(second.pending).toEqual([{ name: 'donations', entry: other }]);
    expect(decideOverrides(second.active, second.pending, false, sessionStorage)).toEqual([]);
    expect(ask('')).toEqual({ active: [], pending: [] });
  });

  it('ignores overrides on a page that is not on a development origin, even where the config allows them', () => {
    const first = ask(`?remote-override=donations=${LOCAL}`);
    decideOverrides(first.active, first.pending, true, sessionStorage);
    expect(ask(`?remote-override=news_polls=${LOCAL}`, 'portal.example.org')).toEqual({ active: [], pending: [] });
    // What the tab had confirmed is forgotten there too.
    expect(ask('')).toEqual({ active: [], pending: [] });
  });

  it('never applies where the config allows no override, as in production', () => {
    const production = { ...config, allowRemoteOverrides: undefined };
    expect(requestedOverrides(production, { ...DEV_PAGE, search: `?remote-override=donations=${LOCAL}` }, sessionStorage)).toEqual({
      active: [],
      pending: [],
    });
  });

  it('ignores URLs the config does not allow and remotes it does not name', () => {
    expect(ask('?remote-override=donations=http://evil.example/remoteEntry.js').pending).toEqual([]);
    expect(ask(`?remote-override=nobody=${LOCAL}`).pending).toEqual([]);
  });

  it('points an overridden remote at its URL, without the deployed version, scripts and integrity', () => {
    const effective = withOverrides(config, [{ name: 'donations', entry: LOCAL }]);
    expect(effective.remotes[0]).toEqual({ name: 'donations', entry: LOCAL, prefixes: ['/donations'], widgets: true });
    expect(effective.remotes[1]).toBe(config.remotes[1]);
  });
});
