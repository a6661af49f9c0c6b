#!/usr/bin/env node
// Serves the production builds as production would: each app on its own origin, the API with
// the embedded database (demo data on first start). Run `pnpm build` first (`pnpm start` does).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, APPS, SHELL } from './apps.mjs';
import { runAll } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'tools/serve-static.mjs');

runAll([
  { name: 'api', command: 'pnpm', args: ['--filter', '@portal/api', 'start'], cwd: root, env: { PORT: String(API_PORT) } },
  ...APPS.map((app) => ({
    name: app.dir,
    command: process.execPath,
    args: [
      server,
      '--dir', path.join(root, app.dir, 'dist'),
      '--port', String(app.port),
      '--host', 'localhost',
      ...(app === SHELL ? ['--spa', '--api', `http://127.0.0.1:${API_PORT}`] : []),
    ],
    cwd: root,
  })),
]);
console.log('The portal is starting at http://localhost:3000 (API on :4000). Ctrl-C stops it.');
