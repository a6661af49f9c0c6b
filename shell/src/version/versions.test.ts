import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { storage, STORAGE_KEYS } from '@portal/shared';

import { checkOnNavigation, checkVersion, fetchServerVersionAtStartup, isOutdated } from './versions';

describe('checkVersion (docs/product-rules.md#navigation)', () => {
  beforeEach(() => localStorage.clear());

  it('stores the version on a first visit without reloading', () => {
    expect(checkVersion('v1')).toBe('store');
    expect(storage.get(STORAGE_KEYS.appVersion)).toBe('v1');
    expect(storage.get(STORAGE_KEYS.serverVersion)).toBe('v1');
  });

  it('does nothing while the versions agree', () => {
    checkVersion('v1');
    expect(checkVersion('v1')).toBe('same');
  });

  it('reloads once when the server has a new version, storing it first', () => {
    checkVersion('v1');
    expect(checkVersion('v2')).toBe('reload');
    expect(storage.get(STORAGE_KEYS.appVersion)).toBe('v2');
    expect(checkVersion('v2')).toBe('same');
  });
});

describe('isOutdated', () => {
  const live = { shell: 's2', news_polls: 'n2', donations: 'd1' };

  it('is false while the shell and every remote this page runs are the live ones', () => {
    expect(isOutdated(live, { shell: 's2', news_polls: 'n2', donations: 'd1' })).toBe(false);
  });

  it('is true when one remote was deployed alone since this page loaded', () => {
    expect(isOutdated(live, { shell: 's2', news_polls: 'n1', donations: 'd1' })).toBe(true);
  });

  it('is true when the shell changed', () => {
    expect(isOutdated(live, { shell: 's1', news_polls: 'n2' })).toBe(true);
  });

  it('ignores apps without a known version on either side (development, or not deployed)', () => {
    expect(isOutdated(live, { shell: 's2', news_polls: undefined, configuration: 'c1' })).toBe(false);
  });
});

describe('the version check of a route change', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not read version.json again for the first page, which start-up has just read; it does for every later one', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ app: 'shell', version: 'v7' })));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchServerVersionAtStartup()).resolves.toBe('v7');
    expect(fetch).toHaveBeenCalledTimes(1);

    expect(checkOnNavigation()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);

    await expect(checkOnNavigation()).resolves.toBe('v7');
    await expect(checkOnNavigation()).resolves.toBe('v7');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenLastCalledWith('/version.json', { cache: 'no-store' });
  });

  it('reads it on the first page when start-up could not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await expect(fetchServerVersionAtStartup()).rejects.toThrow('answered 503');
    await expect(checkOnNavigation()).rejects.toThrow('answered 503');
  });
});
