// The yardstick deployed as the portal is: the single-bundle build published as the shell's version
// `single` and made live beside the remotes' builds, by the deploy's own publish and goLive, into a
// host folder of its own (bench/single-bundle/host/). So its page carries the same first screen,
// inline script and headers as the federated one, its files the same precompressed copies, and
// either edge serves it alike. Its config then drops the remotes' scripts to fetch ahead: the
// single bundle carries its remotes' code and loads none of their scripts.
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { goLive, publish } from '../../scripts/deploy.mjs';
import { REMOTES, SHELL } from '../../tools/apps.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the single-bundle build is written (bench/single-bundle/rspack.config.mjs). */
export const SINGLE_DIST = path.join(import.meta.dirname, 'dist');
/** The yardstick's host folder, laid out as the deploy's. */
export const SINGLE_HOST = path.join(import.meta.dirname, 'host');
/**
 * What the shell's build writes beside its code: its header entries, pages, reads and shared
 * packages, and the module the deploy draws the first screen with.
 */
const DECLARATIONS = ['navigation.json', 'first-reads.json', 'prefixes.json', 'mf-manifest.json', 'first-screen.cjs'];

/** Publishes the single bundle (with the shell's declarations) and the remotes' builds into SINGLE_HOST and makes them live. */
export async function deploySingleBundle() {
  rmSync(SINGLE_HOST, { recursive: true, force: true });
  for (const file of DECLARATIONS) {
    if (!existsSync(path.join(SINGLE_DIST, file))) copyFileSync(path.join(ROOT, SHELL.dir, 'dist', file), path.join(SINGLE_DIST, file));
  }
  const changes = [{ app: SHELL, version: (await publish(SHELL, { host: SINGLE_HOST, from: SINGLE_DIST })).version }];
  for (const app of REMOTES) changes.push({ app, version: (await publish(app, { host: SINGLE_HOST })).version });
  await goLive(changes, SINGLE_HOST);
  const file = path.join(SINGLE_HOST, 'config.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const remotes = config.remotes.map((remote) => {
    const kept = { ...remote };
    delete kept.exposedScripts;
    delete kept.integrity;
    return kept;
  });
  writeFileSync(file, JSON.stringify({ ...config, remotes }, null, 2) + '\n');
}
