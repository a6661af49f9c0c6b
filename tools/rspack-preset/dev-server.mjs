// The development server of an app: on its own port, proxying /api, and for a remote run alone
// the portal's look as the shell serves it.
/* global fetch */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { API_PORT } from '../apps.mjs';
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

/** The page of a remote run alone: the shell's index.html with the remote's standalone entry. */
export const standalonePageOptions = { template: path.join(SHELL_DIR, 'public/index.html'), chunks: ['standalone'], publicPath: '/' };

export function devServer({ port, standalone }) {
  return {
    port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: API_TARGET }],
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
