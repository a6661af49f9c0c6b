// The list of apps in tools/apps.mjs is the one the portal is built from: the local config's
// remotes and each app's federation name must be the ones it lists.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { APPS, REMOTES, withDevelopmentRemotes } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('the list of apps', () => {
  it("is what the shell's own config.json loads: each remote once, from its own port", () => {
    const config = JSON.parse(withDevelopmentRemotes(readFileSync(path.join(root, 'shell/public/config.json'))));
    expect(config.appName).toBe('City of Riverton');
    expect(config.remotes.map((remote) => [remote.name, remote.entry])).toEqual(
      REMOTES.map((remote) => [remote.name, `http://localhost:${remote.port}/mf-manifest.json`]),
    );
  });

  it.each(APPS.map((app) => [app.dir, app.name]))('%s is built under the federation name %s', async (dir, name) => {
    const { default: federation } = await import(path.join(root, dir, 'module-federation.config.mjs'));
    expect(federation.name).toBe(name);
  });

  it('gives every app a port of its own', () => {
    expect(new Set(APPS.map((app) => app.port)).size).toBe(APPS.length);
  });
});
