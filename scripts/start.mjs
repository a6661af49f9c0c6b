#!/usr/bin/env node
// Serves the live versions on the static host as production would: every app on the portal's one
// origin, by path, and the API behind it with the embedded database (demo data on first start).
// `pnpm build` builds and deploys every app first (`pnpm start` does).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { API_PORT, SHELL } from '../tools/apps.mjs';
import { DEPLOY_DIR } from './deploy.mjs';
import { runAll } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'tools/serve-static.mjs');

runAll([
  // Readable lines (warnings and errors, and where it listens) rather than a JSON line per request.
  {
    name: 'api',
    command: 'pnpm',
    args: ['--silent', '--filter', '@portal/api', 'start'],
    cwd: root,
    env: { PORT: String(API_PORT), LOG_FORMAT: 'pretty' },
  },
  {
    name: 'portal',
    command: process.execPath,
    args: [
      server,
      '--port',
      String(SHELL.port),
      '--host',
      'localhost',
      '--dir',
      DEPLOY_DIR,
      '--shell',
      '--api',
      `http://127.0.0.1:${API_PORT}`,
    ],
    cwd: root,
  },
]);
console.log('The portal is starting at http://localhost:3000 (API on :4000). Ctrl-C stops it.');
