import { describe, expect, it, vi } from 'vitest';

import type { PortalWidget, RemoteConfig } from '@portal/shared';

import { areaName, preloadWidgets } from './remote-widgets';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));

const remote = (name: string, widgets: boolean): RemoteConfig => ({
  name,
  entry: `http://localhost/${name}/mf-manifest.json`,
  prefixes: [`/${name}`],
  widgets,
});

describe('preloadWidgets', () => {
  it('starts loading the widgets of every remote that has some, and only theirs', () => {
    const loadWidgets = vi.fn((_remote: RemoteConfig) => Promise.resolve<PortalWidget[]>([]));
    preloadWidgets({ all: [remote('news', true), remote('configuration', false), remote('donations', true)], loadWidgets });
    expect(loadWidgets.mock.calls.map(([config]) => config.name)).toEqual(['news', 'donations']);
  });

  it('handles a failure, which the card shows later from the same attempt', async () => {
    const failed = Promise.reject<PortalWidget[]>(new Error('down'));
    const handled = vi.spyOn(failed, 'catch');
    preloadWidgets({ all: [remote('news', true)], loadWidgets: () => failed });
    expect(handled).toHaveBeenCalledTimes(1);
    await expect(failed).rejects.toThrow('down');
  });
});

describe('areaName, what a failed card calls the area', () => {
  const news: RemoteConfig = {
    ...remote('news_polls', true),
    navigation: [{ path: '/news_polls', label: 'News', section: 'information', order: 10, access: 'login' }],
  };

  it('is the name the remote published, in the page’s language', () => {
    expect(areaName({ ...news, names: { en: 'News and polls', es: 'Noticias y encuestas' } })).toBe('News and polls');
  });

  it('is, for a remote built before it published one, the header’s section of its first entry', () => {
    expect(areaName(news)).toBe('News and information');
  });
});
