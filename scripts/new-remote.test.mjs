import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { APPS } from '../tools/apps.mjs';
import { newRemote } from './new-remote.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
let root;

/** A workspace with what the command reads and writes: the list of apps, the template and each app's declarations. */
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portal-new-remote-'));
  for (const file of ['tools/apps.mjs', 'tools/remote-template', 'prettier.config.mjs'])
    await cp(path.join(ROOT, file), path.join(root, file), { recursive: true });
  for (const app of APPS) {
    const declarations = app.dir === 'shell' ? 'src/context/navigation.json' : 'src/navigation.json';
    await mkdir(path.dirname(path.join(root, app.dir, declarations)), { recursive: true });
    await cp(path.join(ROOT, app.dir, declarations), path.join(root, app.dir, declarations));
  }
  await symlink(path.join(ROOT, 'shared'), path.join(root, 'shared'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const json = async (file) => JSON.parse(await readFile(path.join(root, file), 'utf8'));

describe('pnpm new-remote', () => {
  it('creates an area with its page, header entry, widget and words in each language, listed with its budgets', async () => {
    await newRemote('street-fairs', { title: 'Street fairs', titleEs: 'Ferias callejeras', section: 'have-your-say', root });

    const { REMOTES } = await import(`${path.join(root, 'tools/apps.mjs')}?created`);
    expect(REMOTES.at(-1)).toEqual({ dir: 'mfe-street-fairs', name: 'street_fairs', port: Math.max(...APPS.map((app) => app.port)) + 1 });
    expect(await json('mfe-street-fairs/src/navigation.json')).toEqual({
      prefixes: ['/street-fairs'],
      navigation: [{ path: '/street-fairs', label: 'navigation.home', section: 'have-your-say', order: 90, access: 'login' }],
      firstReads: {},
    });
    const english = await json('mfe-street-fairs/src/locales/en.json');
    const spanish = await json('mfe-street-fairs/src/locales/es.json');
    expect(Object.keys(spanish)).toEqual(Object.keys(english));
    expect(english['navigation.home']).toBe('Street fairs');
    expect(spanish['widget.link']).toBe('Ir a Ferias callejeras');
    const manifest = await json('mfe-street-fairs/package.json');
    expect(manifest.name).toBe('@portal/mfe-street-fairs');
    expect(Object.keys(manifest.budgets)).toEqual(['js', 'css', 'firstWords', 'catalog']);
    expect(await readFile(path.join(root, 'mfe-street-fairs/module-federation.config.mjs'), 'utf8')).toContain("name: 'street_fairs'");
    const routes = await readFile(path.join(root, 'mfe-street-fairs/src/routes.ts'), 'utf8');
    expect(routes).toContain("path: '/street-fairs'");
    expect(routes).not.toContain('__AREA__');
  });

  it.each([
    ['a name that is no path', 'Street Fairs!', {}, 'is not a short lowercase name'],
    ["another app's path", 'news', {}, 'already another app'],
    ['no title', 'events', { title: '' }, 'needs --title,'],
    ['no Spanish title', 'events', { titleEs: undefined }, 'needs --title-es'],
    ['a title in message syntax', 'events', { title: 'Fairs {year}' }, 'without { } < or >'],
    ['a section the header lacks', 'events', { section: 'events' }, 'none of the header'],
  ])('refuses %s, and writes nothing', async (_case, area, options, message) => {
    const request = { title: 'Events', titleEs: 'Eventos', section: 'information', root, ...options };
    await expect(newRemote(area, request)).rejects.toThrow(message);
    expect(await readFile(path.join(root, 'tools/apps.mjs'), 'utf8')).toBe(await readFile(path.join(ROOT, 'tools/apps.mjs'), 'utf8'));
    expect(existsSync(path.join(root, `mfe-${area}`))).toBe(false);
  });
});
