import { describe, expect, it } from 'vitest';

import type { RemoteConfig } from '@portal/shared';

import { entryIntegrity, entryIntegrityPlugin } from './entry-integrity';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-limit';

const remotes: RemoteConfig[] = [
  { name: 'news_polls', entry: 'https://news.example.org/v1/remoteEntry.js', integrity: 'sha384-AAAA', prefixes: ['/news'], widgets: true },
  { name: 'donations', entry: 'https://donations.example.org/mf-manifest.json', prefixes: ['/donations'], widgets: true },
];

describe('entry integrity', () => {
  it('gives a remote entry with a published hash that hash', () => {
    expect(entryIntegrity(remotes, 'https://news.example.org/v1/remoteEntry.js')).toBe('sha384-AAAA');
  });

  it('leaves other scripts alone: the entry checks its own chunks', () => {
    expect(entryIntegrity(remotes, 'https://news.example.org/v1/123.abcdef0123.js')).toBeUndefined();
    expect(entryIntegrity(remotes, 'https://news.example.org/v2/remoteEntry.js')).toBeUndefined();
    expect(entryIntegrity(remotes, 'https://elsewhere.example.org/v1/remoteEntry.js')).toBeUndefined();
    expect(entryIntegrity(remotes, 'https://donations.example.org/remoteEntry.js')).toBeUndefined();
  });

  it('creates the entry script with its integrity and CORS mode', () => {
    const created = entryIntegrityPlugin(remotes).createScript?.({ url: 'https://news.example.org/v1/remoteEntry.js' });
    expect(created).toMatchObject({ timeout: REMOTE_LOAD_TIMEOUT_MS });
    const element = (created as { script: HTMLScriptElement }).script;
    expect(element).toBeInstanceOf(HTMLScriptElement);
    expect(element.src).toBe('https://news.example.org/v1/remoteEntry.js');
    expect(element.integrity).toBe('sha384-AAAA');
    expect(element.crossOrigin).toBe('anonymous');
    expect(entryIntegrityPlugin(remotes).createScript?.({ url: 'https://donations.example.org/remoteEntry.js' })).toBeUndefined();
  });
});
