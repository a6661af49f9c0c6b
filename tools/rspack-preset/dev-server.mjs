// The development server of an app: on its own port, proxying /api; for the shell, the portal's
// config.json composed from the remotes' dev servers; for a remote run alone, the portal's look as
// the shell serves it.
/* global fetch, AbortSignal */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { API_PORT, withDevelopmentRemotes } from '../apps.mjs';
import { FRAME_CSS, frameCss, uswdsDist } from '../uswds-css.mjs';

const SHELL_DIR = path.resolve(import.meta.dirname, '../../shell');
const API_TARGET = process.env.API_URL || `http://127.0.0.1:${API_PORT}`;

/** A remote run alone needs the API: when none answers within 10 s, say how to start it. */
async function warnWithoutApi() {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answered = await fetch(API_TARGET).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await sleep(1000);
  }
  console.warn(`No API answers at ${API_TARGET}: start it with \`pnpm --filter @portal/api dev\` (the pages need it).`);
}

/**
 * The shell's config.json in development, as the deploy composes the live one from each remote's
 * build: every remote at its dev server (its manifest the entry) with what its build declares beside
 * the manifest: the prefixes it owns, its header entries, its name and whether it has home widgets.
 * A remote whose server does not answer is named without them: the shell leaves it out and says so.
 */
export async function developmentConfig(publicConfig = path.join(SHELL_DIR, 'public/config.json')) {
  const config = JSON.parse(withDevelopmentRemotes(await readFile(publicConfig, 'utf8')));
  const declared = async (remote) => {
    const read = (file) =>
      fetch(new URL(file, remote.entry), { signal: AbortSignal.timeout(2000) }).then(
        (response) => (response.ok ? response.json() : undefined),
        () => undefined,
      );
    const [manifest, prefixes, navigation, names] = await Promise.all(
      ['mf-manifest.json', 'prefixes.json', 'navigation.json', 'names.json'].map(read),
    );
    if (!manifest) return remote;
    const widgets = (manifest.exposes ?? []).some((exposed) => exposed.name === 'widgets');
    return { ...remote, prefixes, navigation, widgets, ...(names ? { names } : {}) };
  };
  return { ...config, remotes: await Promise.all(config.remotes.map(declared)) };
}

/** The page of a remote run alone: the shell's index.html with the remote's standalone entry. */
export const standalonePageOptions = { template: path.join(SHELL_DIR, 'public/index.html'), chunks: ['standalone'], publicPath: '/' };

export function devServer({ port, standalone, host }) {
  return {
    port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: API_TARGET }],
    ...(host
      ? {
          setupMiddlewares: (middlewares) => [
            {
              name: 'development-config',
              path: '/config.json',
              middleware: (_request, response, next) =>
                developmentConfig().then((config) => {
                  response.setHeader('Content-Type', 'application/json; charset=utf-8');
                  response.setHeader('Cache-Control', 'no-store');
                  response.end(JSON.stringify(config));
                }, next),
            },
            ...middlewares,
          ],
        }
      : {}),
    ...(standalone
      ? {
          // The portal's look, as the shell serves it: its public files and the frame's styles (the
          // kit's come with the remote's standalone entry).
          static: [
            { directory: path.join(SHELL_DIR, 'public'), watch: false },
            { directory: uswdsDist(), publicPath: '/uswds', watch: false },
          ],
          setupMiddlewares: (middlewares) => [
            {
              name: 'frame-css',
              path: `/${FRAME_CSS}`,
              middleware: (_request, response) => {
                response.setHeader('Content-Type', 'text/css; charset=utf-8');
                response.end(frameCss());
              },
            },
            ...middlewares,
          ],
          onListening: () => void warnWithoutApi(),
        }
      : {}),
  };
}
