// A remote's header entries from its build to config.json: tools/rspack-preset/navigation-plugin.mjs reads them
// from the remote's routes module, and the deploy publishes them with the remote's entry.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkNavigation, readNavigation } from '../tools/rspack-preset/navigation-plugin.mjs';
import { findApp, publishedEntry } from './deploy.mjs';

const root = path.resolve(import.meta.dirname, '..');
const rules = [
  {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    type: 'javascript/auto',
  },
];

describe('readNavigation', () => {
  it("reads a remote's entries from its routes module, each with its route's access", async () => {
    const entries = await readNavigation({ dirname: path.join(root, 'mfe-configuration'), module: './src/routes.ts', rules });
    expect(entries.map(({ path: to, access }) => `${to} ${access}`)).toEqual([
      '/configuration super',
      '/departments super',
      '/configuration/towns admin',
      '/configuration/suburbs admin',
      '/configuration/logging admin',
    ]);
    expect(entries[0]).toEqual({ path: '/configuration', label: 'Configuration', section: 'administration', order: 10, access: 'super' });
  }, 30_000);

  it('fails the build on an entry without a section, naming it', () => {
    expect(() => checkNavigation([{ path: '/news', label: 'News', order: 1, access: 'login' }], 'src/routes.ts')).toThrow(
      'src/routes.ts: the entry "News" has no section.',
    );
    expect(() => checkNavigation(undefined, 'src/routes.ts')).toThrow('src/routes.ts exports no `navigation` list.');
  });
});

describe('publishedEntry', () => {
  async function host(withNavigation) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'navigation-host-'));
    const version = path.join(dir, 'mfe-donations', 'v2');
    await mkdir(version, { recursive: true });
    await writeFile(path.join(version, 'remoteEntry.js'), 'entry');
    const manifest = {
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1.js'] } } }],
    };
    await writeFile(path.join(version, 'mf-manifest.json'), JSON.stringify(manifest));
    if (withNavigation) await writeFile(path.join(version, 'navigation.json'), JSON.stringify(withNavigation));
    return dir;
  }

  it("publishes the version's header entries in config.json with its entry", async () => {
    const navigation = [{ path: '/donations', label: 'My donations', section: 'donations', order: 20, access: 'login' }];
    const entry = await publishedEntry(findApp('mfe-donations'), 'v2', 'http://localhost:3003/', await host(navigation));
    expect(entry.navigation).toEqual(navigation);
    expect(entry.entry).toBe('http://localhost:3003/v2/remoteEntry.js');
  });

  it('publishes no entries for a build from before navigation.json', async () => {
    expect((await publishedEntry(findApp('mfe-donations'), 'v2', 'http://localhost:3003/', await host(null))).navigation).toEqual([]);
  });
});
