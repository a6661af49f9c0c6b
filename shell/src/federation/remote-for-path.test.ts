import { describe, expect, it } from 'vitest';

import { remoteForPath } from './remote-for-path';

const remotes = [
  { name: 'news_polls', entry: 'http://localhost:3001/mf-manifest.json', prefixes: ['/news', '/polls'], widgets: true },
  { name: 'configuration', entry: 'http://localhost:3004/mf-manifest.json', prefixes: ['/configuration'], widgets: false },
];

describe('remoteForPath', () => {
  it('finds the remote by prefix, ignoring case', () => {
    expect(remoteForPath(remotes, '/news')?.name).toBe('news_polls');
    expect(remoteForPath(remotes, '/NEWS/some-slug')?.name).toBe('news_polls');
    expect(remoteForPath(remotes, '/configuration/news')?.name).toBe('configuration');
  });
  it('does not match a longer word that starts with a prefix', () => {
    expect(remoteForPath(remotes, '/newsletter')).toBeUndefined();
    expect(remoteForPath(remotes, '/')).toBeUndefined();
  });
});
