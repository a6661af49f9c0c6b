// A remote's header entries from its build to config.json: tools/rspack-preset/navigation-plugin.mjs reads them
// from the remote's navigation.json, and the deploy publishes them with the remote's entry.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkFirstReads, checkNavigation, checkPrefixes, readDeclarations } from '../tools/rspack-preset/navigation-plugin.mjs';
import { findApp, publishedEntry } from './deploy.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('readDeclarations', () => {
  it("reads a remote's entries from its navigation.json as it is, each with its route's access", async () => {
    const {
      navigation: entries,
      firstReads,
      prefixes,
      languages,
      names,
    } = await readDeclarations({ dirname: path.join(root, 'mfe-configuration'), declarations: './src/navigation.json', named: true });
    expect(languages).toEqual(['en', 'es', 'en-XA']);
    // A remote's name is its catalogs' `area.name`, in every language it speaks.
    expect(names).toEqual({ en: 'Configuration', es: 'Configuración', 'en-XA': 'Çóñƒíĝúŕáţíóñ~~~~~' });
    expect(firstReads).toEqual({});
    expect(prefixes).toEqual(['/configuration', '/departments']);
    expect(entries.map(({ path: to, access }) => `${to} ${access}`)).toEqual([
      '/configuration super',
      '/departments super',
      '/configuration/towns admin',
      '/configuration/suburbs admin',
      '/configuration/logging admin',
    ]);
    // Its label is a message of the app's catalogs, published in English and in every language it speaks.
    expect(entries[0]).toEqual({
      path: '/configuration',
      label: 'Configuration',
      labels: { en: 'Configuration', es: 'Configuración', 'en-XA': 'Çóñƒíĝúŕáţíóñ~~~~~' },
      section: 'administration',
      order: 10,
      access: 'super',
    });
  });

  it("reads the API reads a remote's widgets start home with", async () => {
    const { firstReads } = await readDeclarations({ dirname: path.join(root, 'mfe-donations'), declarations: './src/navigation.json' });
    expect(firstReads).toEqual({ '/': ['/donation-causes/', '/donations/?page=1'] });
  });

  it('publishes no name for the shell, whose catalogs have none', async () => {
    const declared = await readDeclarations({ dirname: path.join(root, 'shell'), declarations: './src/context/navigation.json' });
    expect(declared.names).toBeUndefined();
  });

  it('fails the build of a remote without its name in one of its languages, or a label', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'navigation-named-'));
    await mkdir(path.join(dir, 'src/locales'), { recursive: true });
    // The kit, as the app's dependency: its catalogs say which languages the portal has.
    await mkdir(path.join(dir, 'node_modules/@portal'), { recursive: true });
    await symlink(path.join(root, 'shared'), path.join(dir, 'node_modules/@portal/shared'), 'dir');
    const navigation = [{ path: '/news', label: 'nav.news', section: 'information', order: 1, access: 'login' }];
    await writeFile(path.join(dir, 'navigation.json'), JSON.stringify({ prefixes: ['/news'], navigation }));
    await writeFile(path.join(dir, 'src/locales/en.json'), JSON.stringify({ 'area.name': 'News', 'nav.news': 'News' }));
    await writeFile(path.join(dir, 'src/locales/es.json'), JSON.stringify({ 'nav.news': 'Noticias' }));
    const declared = { dirname: dir, declarations: './navigation.json' };
    await expect(readDeclarations({ ...declared, named: true })).rejects.toThrow(
      'navigation.json: the app\'s name "area.name" is not a message of src/locales/es.json.',
    );
    expect((await readDeclarations(declared)).names).toBeUndefined();
    await writeFile(path.join(dir, 'src/locales/es.json'), JSON.stringify({ 'area.name': 'Noticias' }));
    await expect(readDeclarations({ ...declared, named: true })).rejects.toThrow(
      'navigation.json: the label "nav.news" of /news is not a message of src/locales/es.json.',
    );
  });

  it('fails the build on an entry outside the prefixes the app declares', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'navigation-declared-'));
    const navigation = [{ path: '/news', label: 'News', section: 'information', order: 1, access: 'login' }];
    await writeFile(path.join(dir, 'navigation.json'), JSON.stringify({ prefixes: ['/polls'], navigation }));
    await expect(readDeclarations({ dirname: dir, declarations: './navigation.json' })).rejects.toThrow(
      'navigation.json: the entry "News" leads to /news, outside this app\'s /polls.',
    );
  });

  it('fails the build on first reads that are not API paths by page path', () => {
    expect(checkFirstReads({ '/': ['/polls/?page=1'] }, 'src/routes.ts')).toEqual({ '/': ['/polls/?page=1'] });
    expect(() => checkFirstReads({ '/': ['https://elsewhere.example.org/'] }, 'src/routes.ts')).toThrow(
      'src/routes.ts: the first reads of / are not API paths like "/polls/?page=1".',
    );
    expect(() => checkFirstReads({ 'news/:slug': [] }, 'src/routes.ts')).toThrow('are not for a page path');
    expect(() => checkFirstReads({ '/': ['/a/', '/b/', '/c/', '/d/', '/e/'] }, 'src/routes.ts')).toThrow('more than 4 reads');
    expect(() => checkFirstReads(['/polls/'], 'src/routes.ts')).toThrow('is not an object of page paths');
  });

  it('fails the build on an entry without a section, naming it', () => {
    expect(() => checkNavigation([{ path: '/news', label: 'News', order: 1, access: 'login' }], 'src/routes.ts')).toThrow(
      'src/routes.ts: the entry "News" has no section.',
    );
    expect(() => checkNavigation(undefined, 'src/routes.ts')).toThrow('src/routes.ts declares no `navigation` list.');
  });
});

describe('checkPrefixes', () => {
  it('are the top-level paths the app declares', () => {
    expect(checkPrefixes(['/news', '/polls'], 'navigation.json')).toEqual(['/news', '/polls']);
  });

  it.each([['/'], ['/news/:id'], ['*'], [undefined]])('fail the build for a prefix not a path of its own: %s', (prefix) => {
    expect(() => checkPrefixes(['/news', prefix], 'navigation.json')).toThrow('is not a path of its own');
  });

  it('fail the build when there are none', () => {
    expect(() => checkPrefixes([], 'navigation.json')).toThrow('navigation.json declares no `prefixes` list.');
  });
});

describe('publishedEntry', () => {
  async function host({ navigation = [], firstReads = {}, names } = {}) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'navigation-host-'));
    const version = path.join(dir, 'mfe-donations', 'v2');
    await mkdir(version, { recursive: true });
    const write = (file, value) => writeFile(path.join(version, file), typeof value === 'string' ? value : JSON.stringify(value));
    await write('remoteEntry.js', 'entry');
    await write('mf-manifest.json', {
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      shared: [],
      exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1.js'] } } }],
    });
    await write('version.json', { version: 'v2', federation_runtime: { needs: '2.9.2' } });
    await write('prefixes.json', ['/donations']);
    await write('languages.json', ['en', 'es', 'en-XA']);
    await write('navigation.json', navigation);
    await write('first-reads.json', firstReads);
    if (names) await write('names.json', names);
    return dir;
  }

  it("publishes the version's header entries, first reads and name in config.json with its entry", async () => {
    const navigation = [{ path: '/donations', label: 'My donations', section: 'donations', order: 20, access: 'login' }];
    const firstReads = { '/': ['/donations/?page=1'] };
    const names = { en: 'Donations', es: 'Donaciones', 'en-XA': 'Đóñáţíóñš~~~' };
    const entry = await publishedEntry(
      findApp('mfe-donations'),
      'v2',
      'http://localhost:3003/',
      await host({ navigation, firstReads, names }),
    );
    expect(entry.navigation).toEqual(navigation);
    expect(entry.firstReads).toEqual(firstReads);
    expect(entry.names).toEqual(names);
    expect(entry.prefixes).toEqual(['/donations']);
    expect(entry.entry).toBe('http://localhost:3003/v2/remoteEntry.js');
  });

  it('publishes no name for a build from before names.json (decision 027), and refuses one without its other declarations', async () => {
    const dir = await host();
    expect((await publishedEntry(findApp('mfe-donations'), 'v2', 'http://localhost:3003/', dir)).names).toEqual({});
    await rm(path.join(dir, 'mfe-donations/v2/navigation.json'));
    await expect(publishedEntry(findApp('mfe-donations'), 'v2', 'http://localhost:3003/', dir)).rejects.toThrow(
      'mfe-donations/v2 has no navigation.json: it was built before the portal accepts (decision 027); build it again.',
    );
  });
});
