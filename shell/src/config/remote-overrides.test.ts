import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalConfig } from '@portal/shared';
import { applyRemoteOverrides, overrideAllowed } from './remote-overrides';

const config: PortalConfig = {
  appName: 'Portal',
  apiBase: '/api',
  remotes: [
    { name: 'donations', entry: 'https://donations.example.org/v1/remoteEntry.js', version: 'v1', integrity: 'sha384-AAAA', routes: ['/donations'], widgets: true },
    { name: 'news_polls', entry: 'https://news.example.org/v1/remoteEntry.js', routes: ['/news'], widgets: true },
  ],
  allowRemoteOverrides: ['http://localhost:*'],
};
const LOCAL = 'http://localhost:3103/mf-manifest.json';

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

  it('points a remote at the local URL for this tab, without the deployed integrity and version', () => {
    const { config: effective, overrides } = applyRemoteOverrides(config, `?remote-override=donations=${LOCAL}`, sessionStorage);
    expect(overrides).toEqual([{ name: 'donations', entry: LOCAL }]);
    expect(effective.remotes[0]).toEqual({ name: 'donations', entry: LOCAL, routes: ['/donations'], widgets: true });
    expect(effective.remotes[1]).toBe(config.remotes[1]);
    // Later pages of the same tab keep it without the parameter.
    expect(applyRemoteOverrides(config, '', sessionStorage).overrides).toEqual([{ name: 'donations', entry: LOCAL }]);
    expect(applyRemoteOverrides(config, '?remote-override=donations', sessionStorage).overrides).toEqual([]);
  });

  it('never applies where the config allows no override, as in production', () => {
    const production = { ...config, allowRemoteOverrides: undefined };
    const { config: effective, overrides } = applyRemoteOverrides(production, `?remote-override=donations=${LOCAL}`, sessionStorage);
    expect(overrides).toEqual([]);
    expect(effective.remotes).toEqual(config.remotes);
  });
});
