import { describe, expect, it, vi } from 'vitest';

import type { RemoteConfig } from '@portal/shared';

import { intentPath, preloadOnIntent, preloadPath } from './preload-on-intent';
import { remoteForPath } from './remote-for-path';

const origin = 'http://localhost:3000';
const remotes: RemoteConfig[] = [
  { name: 'news_polls', entry: 'http://localhost:3001/mf-manifest.json', prefixes: ['/news'], widgets: true },
  { name: 'donations', entry: 'http://localhost:3003/mf-manifest.json', prefixes: ['/donations'], widgets: true },
];

function registry({ failed = [] as string[], routes = [] as unknown[] } = {}) {
  return {
    remoteFor: (pathname: string) => remoteForPath(remotes, pathname),
    failure: (name: string) => (failed.includes(name) ? new Error('down') : null),
    load: vi.fn(() => Promise.resolve(routes as never)),
  };
}

function link(html: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]') ?? document.body.firstElementChild!;
}

describe('intentPath', () => {
  it('gives the path of a link into a remote, from the link or anything inside it', () => {
    expect(intentPath(link('<a href="/news/town-hall">News</a>'), registry(), origin)).toBe('/news/town-hall');
    expect(intentPath(link('<a href="/donations?x=1"><span data-target>Give</span></a>'), registry(), origin)).toBe('/donations');
  });

  it('ignores links the shell serves itself, other origins, new tabs, downloads and non-links', () => {
    expect(intentPath(link('<a href="/users/profile">Profile</a>'), registry(), origin)).toBeNull();
    expect(intentPath(link('<a href="https://example.org/news">Elsewhere</a>'), registry(), origin)).toBeNull();
    expect(intentPath(link('<a href="/news" target="_blank">News</a>'), registry(), origin)).toBeNull();
    expect(intentPath(link('<a href="/news" download>News</a>'), registry(), origin)).toBeNull();
    expect(intentPath(link('<button>News</button>'), registry(), origin)).toBeNull();
    expect(intentPath(null, registry(), origin)).toBeNull();
  });

  it('leaves a remote that failed to its "Try again"', () => {
    expect(intentPath(link('<a href="/news">News</a>'), registry({ failed: ['news_polls'] }), origin)).toBeNull();
  });
});

describe('preloadPath', () => {
  it("loads the remote's routes and the page chunks of the routes matching the path", async () => {
    const list = vi.fn(() => Promise.resolve({}));
    const detail = vi.fn(() => Promise.resolve({}));
    const routes = [
      { path: '/news', lazy: list, handle: { access: 'login' } },
      { path: '/news/:slug', lazy: detail, handle: { access: 'login' } },
    ];
    const known = registry({ routes });
    await preloadPath(known, '/news/town-hall');
    expect(known.load).toHaveBeenCalledWith(remotes[0]);
    expect(detail).toHaveBeenCalledOnce();
    expect(list).not.toHaveBeenCalled();
  });

  it('swallows failures: the navigation shows them', async () => {
    const failing = { ...registry(), load: vi.fn(() => Promise.reject(new Error('down'))) };
    await expect(preloadPath(failing, '/news')).resolves.toBeUndefined();
    const brokenPage = registry({
      routes: [{ path: '/news', lazy: () => Promise.reject(new Error('gone')), handle: { access: 'login' } }],
    });
    await expect(preloadPath(brokenPage, '/news')).resolves.toBeUndefined();
  });
});

describe('preloadOnIntent', () => {
  it('preloads on hover, focus or touch of a link, once per path', () => {
    const known = registry();
    const stop = preloadOnIntent(known);
    const here = window.location.origin;
    const news = link(`<a href="${here}/news">News</a>`);
    news.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    news.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(known.load).toHaveBeenCalledTimes(1);
    stop();
    link(`<a href="${here}/donations">Donations</a>`).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(known.load).toHaveBeenCalledTimes(1);
  });
});
